package lesson

import "slices"

// Raw DEFLATE (RFC 1951) both ways, for lesson links (this file, inflate.go
// and huffman.go): compress/flate with bufio was 100 KB of the wasm's
// code, these are 43 KB. The built-in lessons' links are as short as
// compress/flate's best compression makes them, within 1 %
// (TestDeflateSize); every DEFLATE stream compress/flate reads, inflate
// reads the same (FuzzInflate).

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
	all := slices.Concat(litLen[:nlit], distLen[:ndist])
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
