package lesson

import "errors"

// Raw DEFLATE (RFC 1951) both ways, for lesson links: compress/flate with
// bufio was 100 KB of the wasm's code, these are 43 KB. The built-in
// lessons' links are as short as compress/flate's best compression makes
// them, within 1 % (TestDeflateSize); every DEFLATE stream compress/flate
// reads, inflate reads the same (FuzzInflate).

// deflate compresses src: LZ77 over hash chains with one-step lazy
// matching, then a single block of dynamic Huffman codes (a lesson's JSON is
// a few kilobytes: one block is as good as many).
func deflate(src []byte) []byte {
	toks := lz77(src)
	var litFreq [286]int
	var distFreq [30]int
	for _, t := range toks {
		if t.dist == 0 {
			litFreq[t.len]++
			continue
		}
		litFreq[257+baseIndex(lengthBase[:], int(t.len))]++
		distFreq[baseIndex(distBase[:], int(t.dist))]++
	}
	litFreq[256] = 1 // the end of the block
	litLen := codeLengths(litFreq[:], 15)
	distLen := codeLengths(distFreq[:], 15)
	nlit, ndist := used(litLen, 257), used(distLen, 1)

	// The code lengths of both alphabets as one sequence, run-length coded
	// (16: repeat the last length 3–6 times; 17: 3–10 zeros; 18: 11–138).
	type clen struct{ sym, extra, bits uint8 }
	var cl []clen
	all := append(append([]uint8{}, litLen[:nlit]...), distLen[:ndist]...)
	for i := 0; i < len(all); {
		v, run := all[i], 1
		for i+run < len(all) && all[i+run] == v {
			run++
		}
		i += run
		if v != 0 {
			cl = append(cl, clen{sym: v})
			run--
			for ; run >= 3; run -= min(run, 6) {
				cl = append(cl, clen{16, uint8(min(run, 6) - 3), 2})
			}
		}
		for ; v == 0 && run >= 11; run -= min(run, 138) {
			cl = append(cl, clen{18, uint8(min(run, 138) - 11), 7})
		}
		if v == 0 && run >= 3 {
			cl, run = append(cl, clen{17, uint8(run - 3), 3}), 0
		}
		for ; run > 0; run-- {
			cl = append(cl, clen{sym: v})
		}
	}
	var clFreq [19]int
	for _, c := range cl {
		clFreq[c.sym]++
	}
	clLen := codeLengths(clFreq[:], 7)
	nclen := 19
	for nclen > 4 && clLen[clenOrder[nclen-1]] == 0 {
		nclen--
	}

	var w bitWriter
	w.put(1, 1) // the last block
	w.put(2, 2) // dynamic Huffman codes
	w.put(uint32(nlit-257), 5)
	w.put(uint32(ndist-1), 5)
	w.put(uint32(nclen-4), 4)
	for _, s := range clenOrder[:nclen] {
		w.put(uint32(clLen[s]), 3)
	}
	clCode := canonical(clLen)
	for _, c := range cl {
		w.put(clCode[c.sym], uint(clLen[c.sym]))
		w.put(uint32(c.extra), uint(c.bits))
	}
	litCode, distCode := canonical(litLen), canonical(distLen)
	for _, t := range toks {
		if t.dist == 0 {
			w.put(litCode[t.len], uint(litLen[t.len]))
			continue
		}
		l := baseIndex(lengthBase[:], int(t.len))
		w.put(litCode[257+l], uint(litLen[257+l]))
		w.put(uint32(int(t.len)-lengthBase[l]), uint(lengthExtra[l]))
		d := baseIndex(distBase[:], int(t.dist))
		w.put(distCode[d], uint(distLen[d]))
		w.put(uint32(int(t.dist)-distBase[d]), uint(distExtra[d]))
	}
	w.put(litCode[256], uint(litLen[256]))
	return w.flush()
}

// token is a literal byte (dist 0, the byte in len) or a match: len bytes
// copied from dist bytes back.
type token struct{ len, dist uint16 }

const (
	minMatch = 3
	maxMatch = 258
	window   = 1 << 15
	hashBits = 14
	maxChain = 1024 // candidates tried per position
)

// lz77 is src as literals and matches: at each position the longest match
// among the last maxChain with the same three bytes, taken unless the next
// position has a longer one (then this byte goes as a literal).
func lz77(src []byte) []token {
	head := make([]int32, 1<<hashBits)
	for i := range head {
		head[i] = -1
	}
	prev := make([]int32, len(src))
	hash := func(i int) uint32 {
		return (uint32(src[i])<<16 | uint32(src[i+1])<<8 | uint32(src[i+2])) * 2654435761 >> (32 - hashBits)
	}
	insert := func(i int) {
		if i+minMatch <= len(src) {
			h := hash(i)
			prev[i], head[h] = head[h], int32(i)
		}
	}
	find := func(i int) (int, int) {
		if i+minMatch > len(src) {
			return 0, 0
		}
		limit, best, dist := min(maxMatch, len(src)-i), 0, 0
		for j, n := head[hash(i)], maxChain; j >= 0 && n > 0 && i-int(j) <= window; j, n = prev[j], n-1 {
			if src[int(j)+best] != src[i+best] {
				continue
			}
			l := 0
			for l < limit && src[int(j)+l] == src[i+l] {
				l++
			}
			if l > best {
				best, dist = l, i-int(j)
				if l == limit {
					break
				}
			}
		}
		if best < minMatch {
			return 0, 0
		}
		return best, dist
	}
	var toks []token
	for i := 0; i < len(src); {
		l, d := find(i)
		insert(i)
		if l > 0 {
			if l2, _ := find(i + 1); l2 > l {
				toks = append(toks, token{len: uint16(src[i])})
				i++
				continue
			}
			for k := i + 1; k < i+l; k++ {
				insert(k)
			}
			toks = append(toks, token{uint16(l), uint16(d)})
			i += l
			continue
		}
		toks = append(toks, token{len: uint16(src[i])})
		i++
	}
	return toks
}

// The lengths' and distances' codes: the first length or distance each
// code stands for, and the extra bits that add to it (RFC 1951 §3.2.5).
var (
	lengthBase  = [29]int{3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258}
	lengthExtra = [29]uint8{0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0}
	distBase    = [30]int{1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577}
	distExtra   = [30]uint8{0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13}
	clenOrder   = [19]uint8{16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15}
)

// baseIndex is the last code whose base is at most v.
func baseIndex(base []int, v int) int {
	i := len(base) - 1
	for base[i] > v {
		i--
	}
	return i
}

// used is how many of the code's lengths must be written: up to the last
// symbol with a code, at least least.
func used(lens []uint8, least int) int {
	n := len(lens)
	for n > least && lens[n-1] == 0 {
		n--
	}
	return n
}

// codeLengths are Huffman code lengths for freq, none longer than maxBits,
// for at least two symbols (a code of one symbol is incomplete): the
// frequencies are halved until the tree is shallow enough.
func codeLengths(freq []int, maxBits int) []uint8 {
	f := append([]int{}, freq...)
	for s := 0; nonzero(f) < 2; s++ {
		f[s] = max(f[s], 1)
	}
	for {
		lens := huffman(f)
		if int(maxOf(lens)) <= maxBits {
			return lens
		}
		for s := range f {
			f[s] = (f[s] + 1) / 2
		}
	}
}

func nonzero(f []int) (n int) {
	for _, v := range f {
		if v > 0 {
			n++
		}
	}
	return n
}

func maxOf(lens []uint8) (m uint8) {
	for _, l := range lens {
		m = max(m, l)
	}
	return m
}

// huffman is each symbol's depth in a Huffman tree of the symbols with a
// frequency (the two lightest trees joined until one is left; ties to the
// earlier, so the codes are the same on every machine).
func huffman(f []int) []uint8 {
	type tree struct{ w, parent int }
	var nodes []tree
	var live, leaf []int
	for s, w := range f {
		if w > 0 {
			live, leaf = append(live, len(nodes)), append(leaf, s)
			nodes = append(nodes, tree{w, -1})
		}
	}
	for len(live) > 1 {
		a, b := 0, 1
		if nodes[live[b]].w < nodes[live[a]].w {
			a, b = b, a
		}
		for k := 2; k < len(live); k++ {
			switch w := nodes[live[k]].w; {
			case w < nodes[live[a]].w:
				a, b = k, a
			case w < nodes[live[b]].w:
				b = k
			}
		}
		nodes = append(nodes, tree{nodes[live[a]].w + nodes[live[b]].w, -1})
		nodes[live[a]].parent, nodes[live[b]].parent = len(nodes)-1, len(nodes)-1
		live[a] = len(nodes) - 1
		live = append(live[:b], live[b+1:]...)
	}
	lens := make([]uint8, len(f))
	for k, s := range leaf {
		for p := nodes[k].parent; p >= 0; p = nodes[p].parent {
			lens[s]++
		}
	}
	return lens
}

// canonical is the canonical code of each length (RFC 1951 §3.2.2), its
// bits reversed: Huffman codes go most significant bit first into a stream
// packed from the least significant bit.
func canonical(lens []uint8) []uint32 {
	var count, next [16]uint32
	for _, l := range lens {
		count[l]++
	}
	count[0] = 0
	for b := 1; b < 16; b++ {
		next[b] = (next[b-1] + count[b-1]) << 1
	}
	codes := make([]uint32, len(lens))
	for s, l := range lens {
		if l == 0 {
			continue
		}
		c := next[l]
		next[l]++
		for b := uint8(0); b < l; b++ {
			codes[s] = codes[s]<<1 | c>>b&1
		}
	}
	return codes
}

// bitWriter packs bits from the least significant bit of each byte.
type bitWriter struct {
	out  []byte
	acc  uint64
	bits uint
}

func (w *bitWriter) put(v uint32, n uint) {
	w.acc |= uint64(v) << w.bits
	for w.bits += n; w.bits >= 8; w.bits -= 8 {
		w.out = append(w.out, byte(w.acc))
		w.acc >>= 8
	}
}

func (w *bitWriter) flush() []byte {
	if w.bits > 0 {
		w.out = append(w.out, byte(w.acc))
	}
	return w.out
}

// errInflate: the data is not DEFLATE, or it stops before its last block.
var errInflate = errors.New("not DEFLATE data, or cut short")

// inflate reads raw DEFLATE (RFC 1951) up to limit bytes of its output
// (a stream that inflates further is cut there, read no further). It
// decodes Huffman codes a bit at a time, as zlib's puff does: a lesson is
// at most 64 KB, and the code is small.
func inflate(src []byte, limit int) ([]byte, error) {
	r := bitReader{src: src}
	var out []byte
	for last := false; !last && len(out) < limit; {
		head, err := r.get(3)
		if err != nil {
			return nil, err
		}
		last = head&1 == 1
		var lit, dist huffCode
		switch head >> 1 {
		case 0:
			if out, err = r.stored(out, limit); err != nil {
				return nil, err
			}
			continue
		case 1:
			lit, dist = fixedCodes()
		case 2:
			if lit, dist, err = r.dynamicCodes(); err != nil {
				return nil, err
			}
		default:
			return nil, errInflate
		}
		if out, err = r.codes(out, limit, &lit, &dist); err != nil {
			return nil, err
		}
	}
	return out[:min(len(out), limit)], nil
}

// bitReader reads bits from the least significant bit of each byte.
type bitReader struct {
	src  []byte
	acc  uint32
	bits uint
}

// get reads n ≤ 24 bits.
func (r *bitReader) get(n uint) (uint32, error) {
	for r.bits < n {
		if len(r.src) == 0 {
			return 0, errInflate
		}
		r.acc |= uint32(r.src[0]) << r.bits
		r.src, r.bits = r.src[1:], r.bits+8
	}
	v := r.acc & (1<<n - 1)
	r.acc, r.bits = r.acc>>n, r.bits-n
	return v, nil
}

// stored copies a stored block: from the next byte, its length, the
// length's complement, then the bytes.
func (r *bitReader) stored(out []byte, limit int) ([]byte, error) {
	r.acc, r.bits = 0, 0 // the rest of the byte
	if len(r.src) < 4 || uint16(r.src[0])|uint16(r.src[1])<<8 != ^(uint16(r.src[2])|uint16(r.src[3])<<8) {
		return nil, errInflate
	}
	n := int(r.src[0]) | int(r.src[1])<<8
	if len(r.src) < 4+n {
		return nil, errInflate
	}
	out = append(out, r.src[4:4+min(n, limit)]...)
	r.src = r.src[4+n:]
	return out, nil
}

// huffCode decodes a canonical Huffman code: how many codes of each length,
// and the symbols in the order of their codes.
type huffCode struct {
	count  [16]int
	symbol []uint16
}

// newHuffCode is the code of the lengths, or errInflate if they are more
// than a code of them can hold (an incomplete code is read until a missing
// code is met).
func newHuffCode(lens []uint8) (huffCode, error) {
	var h huffCode
	for _, l := range lens {
		h.count[l]++
	}
	left := 1
	for l := 1; l < 16; l++ {
		if left = left<<1 - h.count[l]; left < 0 {
			return h, errInflate
		}
	}
	var offs [16]int
	for l := 1; l < 15; l++ {
		offs[l+1] = offs[l] + h.count[l]
	}
	h.symbol = make([]uint16, offs[15]+h.count[15])
	for s, l := range lens {
		if l != 0 {
			h.symbol[offs[l]] = uint16(s)
			offs[l]++
		}
	}
	return h, nil
}

// decode reads one symbol: the first codes of each length are consecutive
// (RFC 1951 §3.2.2), so a code of length l is known by its distance from
// the first code of that length.
func (r *bitReader) decode(h *huffCode) (int, error) {
	code, first, index := 0, 0, 0
	for l := 1; l < 16; l++ {
		b, err := r.get(1)
		if err != nil {
			return 0, err
		}
		code |= int(b)
		n := h.count[l]
		if code-first < n {
			return int(h.symbol[index+code-first]), nil
		}
		index, first, code = index+n, (first+n)<<1, code<<1
	}
	return 0, errInflate
}

// fixedCodes are the codes of a block with fixed Huffman codes (§3.2.6).
func fixedCodes() (lit, dist huffCode) {
	var lens [288 + 30]uint8
	for s := range lens {
		switch {
		case s < 144:
			lens[s] = 8
		case s < 256:
			lens[s] = 9
		case s < 280:
			lens[s] = 7
		case s < 288:
			lens[s] = 8
		default:
			lens[s] = 5
		}
	}
	lit, _ = newHuffCode(lens[:288]) // complete codes
	dist, _ = newHuffCode(lens[288:])
	return lit, dist
}

// dynamicCodes reads a block's own codes (§3.2.7).
func (r *bitReader) dynamicCodes() (lit, dist huffCode, err error) {
	head, err := r.get(14)
	if err != nil {
		return lit, dist, err
	}
	nlit, ndist, nclen := int(head&31)+257, int(head>>5&31)+1, int(head>>10)+4
	if nlit > 286 || ndist > 30 {
		return lit, dist, errInflate
	}
	var clLen [19]uint8
	for _, s := range clenOrder[:nclen] {
		v, err := r.get(3)
		if err != nil {
			return lit, dist, err
		}
		clLen[s] = uint8(v)
	}
	cl, err := newHuffCode(clLen[:])
	if err != nil {
		return lit, dist, err
	}
	lens := make([]uint8, 0, nlit+ndist)
	for len(lens) < nlit+ndist {
		s, err := r.decode(&cl)
		if err != nil {
			return lit, dist, err
		}
		if s < 16 {
			lens = append(lens, uint8(s))
			continue
		}
		v, repeat := uint8(0), uint32(0)
		switch s {
		case 16:
			if len(lens) == 0 {
				return lit, dist, errInflate
			}
			v = lens[len(lens)-1]
			repeat, err = r.get(2)
			repeat += 3
		case 17:
			repeat, err = r.get(3)
			repeat += 3
		default:
			repeat, err = r.get(7)
			repeat += 11
		}
		if err != nil || len(lens)+int(repeat) > nlit+ndist {
			return lit, dist, errInflate
		}
		for ; repeat > 0; repeat-- {
			lens = append(lens, v)
		}
	}
	if lens[256] == 0 { // no code ends the block
		return lit, dist, errInflate
	}
	if lit, err = newHuffCode(lens[:nlit]); err != nil {
		return lit, dist, err
	}
	dist, err = newHuffCode(lens[nlit:])
	return lit, dist, err
}

// codes reads a compressed block's literals and copies to its end.
func (r *bitReader) codes(out []byte, limit int, lit, dist *huffCode) ([]byte, error) {
	for len(out) < limit {
		s, err := r.decode(lit)
		switch {
		case err != nil:
			return nil, err
		case s < 256:
			out = append(out, byte(s))
			continue
		case s == 256:
			return out, nil
		case s > 285:
			return nil, errInflate
		}
		s -= 257
		extra, err := r.get(uint(lengthExtra[s]))
		if err != nil {
			return nil, err
		}
		n := lengthBase[s] + int(extra)
		d, err := r.decode(dist)
		if err != nil || d >= 30 {
			return nil, errInflate
		}
		if extra, err = r.get(uint(distExtra[d])); err != nil {
			return nil, err
		}
		back := distBase[d] + int(extra)
		if back > len(out) {
			return nil, errInflate
		}
		for ; n > 0; n-- {
			out = append(out, out[len(out)-back])
		}
	}
	return out, nil
}
