package shanten

import (
	"encoding/binary"
	"math/bits"
)

// The helpers here read Counts eight kinds at a time (SWAR): a byte-wise
// compare or a base-5 fold over a uint64 costs a handful of instructions,
// where a loop over the kinds would cost a branch per kind.

const (
	bytes1 = 0x0101010101010101
	low7   = 0x7f * bytes1
	high   = 0x80 * bytes1
)

// word returns the counts of kinds i..i+7 as one little-endian word.
func word(c *Counts, i int) uint64 { return binary.LittleEndian.Uint64(c[i : i+8]) }

// atLeast sets bit 7 of each byte of x that is >= n (1 <= n <= 127) and
// clears the other bits. Masking to 7 bits keeps the add from carrying into
// the next byte; or-ing x back in covers bytes of 128 and up.
func atLeast(x uint64, n uint8) uint64 {
	return ((x&low7 + uint64(0x80-n)*bytes1) | x) & high
}

// tally counts kinds held, pairs held, terminal and honour kinds held, and
// terminal and honour pairs held, eight kinds at a time.
type tally struct{ kinds, pairs, ends, endPairs int }

// add counts the eight kinds in w; ends has bit 7 set in the bytes of the
// terminal and honour kinds.
func (t *tally) add(w, ends uint64) {
	one, two := atLeast(w, 1), atLeast(w, 2)
	t.kinds += bits.OnesCount64(one)
	t.pairs += bits.OnesCount64(two)
	t.ends += bits.OnesCount64(one & ends)
	t.endPairs += bits.OnesCount64(two & ends)
}

// count tallies all 34 kinds.
func count(c *Counts) tally {
	var t tally
	t.add(word(c, 0), 0x80)                // 1m
	t.add(word(c, 8), 0x8080)              // 9m 1p
	t.add(word(c, 16), 0x808000)           // 9p 1s
	t.add(word(c, 24), 0x8080808080800000) // 9s, east to white
	t.add(word(c, 26)>>48, 0x8080)         // green, red
	return t
}

// fold5 reads the bytes of w, all at most 4, as base-5 digits, lowest first.
func fold5(w uint64) int {
	w = w&0x00ff00ff00ff00ff + w>>8&0x00ff00ff00ff00ff*5
	w = w&0x0000ffff0000ffff + w>>16&0x0000ffff0000ffff*25
	return int(w&0xffffffff + w>>32*625)
}

// clamp4 lowers every byte of w above 4 to 4.
func clamp4(w uint64) uint64 {
	m := atLeast(w, 5) >> 7 * 0xff
	return w&^m | 4*bytes1&m
}

// suitKey is the base-5 pattern of the nine kinds from i on.
func suitKey(c *Counts, i int) int {
	return fold5(clamp4(word(c, i))) + int(min(c[i+8], 4))*390625
}

// honorKey is the base-5 pattern of the seven honours.
func honorKey(c *Counts) int { return fold5(clamp4(word(c, 26) >> 8)) }
