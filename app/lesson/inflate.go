package lesson

import "errors"

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
