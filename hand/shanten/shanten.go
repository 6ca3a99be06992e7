// Package shanten computes riichi-shape shanten numbers: how many tile
// exchanges a hand is away from tenpai, for the four-sets-and-a-pair shape,
// seven pairs and thirteen orphans.
//
// Regular is exact: it is one less than the fewest tiles that must be drawn
// to reach a complete hand, where the complete hand may hold no more than four
// copies of a tile. So a hand whose only "wait" is a tile it already holds
// four of is not tenpai.
//
// Each number suit and the honours are looked up in a table, keyed by the
// base-5 number of the group's counts, that gives for j = 0..4 sets and
// p = 0..1 pairs the most of the group's tiles a target with that many sets
// and pairs in the group can use. (This is the usual "best sets and partial
// sets, with and without a pair" per suit, in a form that also knows the
// four-copy limit.) Regular then splits the sets and the pair between the
// four groups in the best way. Only 130 different vectors occur, and only
// 180 for two groups joined, so the split is done by table lookup too. The
// tables are built once on first use (about 70 ms of CPU, 6.5 MB allocated
// on the way, 2.4 MB kept) and only read afterwards.
package shanten

// Counts holds how many of each riichi tile kind a hand has, in the 34-kind
// index: 0-8 = 1m-9m, 9-17 = 1p-9p, 18-26 = 1s-9s, 27-33 = East, South,
// West, North, white, green, red.
type Counts [34]uint8

// Regular returns the shanten number of the four-sets-and-a-pair shape for
// the concealed tiles c, where melds sets are already called (open or closed
// kans count as one set each). -1 means a complete hand. The concealed tile
// count is 3*(4-melds)+1 or +2; fewer tiles are allowed too, and the missing
// ones count as tiles still to draw (more are left out as discards). Counts
// above 4 are read as 4 and melds is clamped to 0..4.
func Regular(c *Counts, melds int) int {
	k := 4 - min(max(melds, 0), 4) // sets still needed
	t := tables()
	x := t.pair[int(t.suit[suitKey(c, 0)])<<8|int(t.suit[suitKey(c, 9)])]
	y := t.pair[int(t.suit[suitKey(c, 18)])<<8|int(t.honor[honorKey(c)])]
	return int(t.shanten[k][int(x)<<8|int(y)])
}

// SevenPairs returns the chiitoitsu shanten of a concealed hand:
// 6 - pairs + max(0, 7 - kinds). Four of a kind counts as one pair.
func SevenPairs(c *Counts) int { return count(c).sevenPairs() }

func (t tally) sevenPairs() int { return 6 - min(t.pairs, 7) + max(0, 7-t.kinds) }

// Orphans returns the kokushi musou shanten of a concealed hand: 13 minus
// the distinct terminals and honours held, minus one more if any is paired.
func Orphans(c *Counts) int { return count(c).orphans() }

func (t tally) orphans() int { return 13 - t.ends - min(t.endPairs, 1) }

// Of returns the smallest of Regular, SevenPairs and Orphans; the last two
// only count when no set is called.
func Of(c *Counts, melds int) int {
	s := Regular(c, melds)
	if melds == 0 {
		t := count(c)
		s = min(s, t.sevenPairs(), t.orphans())
	}
	return s
}
