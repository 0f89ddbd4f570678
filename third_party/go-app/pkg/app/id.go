// Slide Lab patch: random ids without github.com/google/uuid, whose
// crypto/rand links Go's whole crypto module into the wasm (see
// third_party/README.md).

package app

import (
	"fmt"
	"math/rand/v2"
)

// newID returns a random RFC 4122 version 4 UUID in its 36-character text
// form, as uuid.NewString did. math/rand/v2's global generator is ChaCha8
// seeded by the runtime from the system's random source.
func newID() string {
	hi, lo := rand.Uint64(), rand.Uint64()
	hi = hi&^0xf000 | 0x4000     // version 4
	lo = lo&^(0xc<<60) | 0x8<<60 // variant 10
	return fmt.Sprintf("%08x-%04x-%04x-%04x-%012x",
		hi>>32, hi>>16&0xffff, hi&0xffff, lo>>48, lo&0xffffffffffff)
}
