// Slide Lab patch: the wasm build encrypts nothing. Importing crypto/aes
// links Go's crypto module and its self-tests into the wasm, 52 KB of its
// gzip, for Context.Encrypt, Context.Decrypt and encrypted states, which
// Slide Lab never uses (see third_party/README.md).

package app

import "github.com/maxence-charriere/go-app/v9/pkg/errors"

var errNoEncryption = errors.New("encryption is left out of this wasm build (third_party/README.md)")

func encrypt(key string, v []byte) ([]byte, error) {
	return nil, errNoEncryption
}

func decrypt(key string, v []byte) ([]byte, error) {
	return nil, errNoEncryption
}
