package lesson

import "slices"

// DEFLATE's alphabets and Huffman codes (RFC 1951 §3.2), for deflate.go
// and inflate.go.

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
	f := slices.Clone(freq)
	for s := 0; nonzero(f) < 2; s++ {
		f[s] = max(f[s], 1)
	}
	for {
		lens := huffman(f)
		if int(slices.Max(lens)) <= maxBits {
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
