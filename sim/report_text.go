package sim

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// WriteText writes the rule lab's summary table of a run.
func WriteText(w io.Writer, s *Stats) {
	fmt.Fprintf(w, "\n%-5s %-22s %-26s %-9s %-22s %s\n", "seat", "first place", "mean final score", "mean rank", "hands won", "tsumo")
	for i, ss := range s.Seat {
		fmt.Fprintf(w, "%-5d %-22s %-26s %-9.2f %-22s %d\n", i, pct(ss.First), num(ss.Score), ss.MeanRank,
			fmt.Sprintf("%d  %s", ss.Wins, pct(ss.WinRate)), ss.Tsumo)
	}
	fmt.Fprintf(w, "\nhands       %d: %s\n", s.Hands, handEnds(s))
	fmt.Fprintf(w, "wins        %d: tsumo %s, limit hands %s, hands with two or more winners %d\n",
		s.Wins, ofWhole(s.TsumoWins, s.Wins), ofWhole(s.LimitWins, s.Wins), s.MultiWins)
	fmt.Fprintf(w, "game length %s hands; %s discards a hand\n", num(s.GameHands), num(s.HandLength))
	fmt.Fprintf(w, "game ended  %s\n", tally(s.Endings, s.Games))
	if s.Wins > 0 {
		fmt.Fprintf(w, "\nhand value  mean %s (the variant's unit)\n", num(s.HandValue))
		writeBars(w, ValueBins(s.Values, 16))
		fmt.Fprintln(w, "\nyaku (share of wins)")
		writeBars(w, s.Yaku)
	}
	fmt.Fprintln(w, "\nhands per game")
	writeBars(w, s.HandsHist)
}

func handEnds(s *Stats) string {
	parts := []string{"won " + ofWhole(s.WinHands, s.Hands)}
	for _, k := range slices.Sorted(maps.Keys(s.DrawHands)) {
		parts = append(parts, k+" "+ofWhole(s.DrawHands[k], s.Hands))
	}
	if s.OtherHands > 0 {
		parts = append(parts, "other "+ofWhole(s.OtherHands, s.Hands))
	}
	return strings.Join(parts, ", ")
}

func tally(m map[string]int, whole int) string {
	var parts []string
	for _, k := range slices.Sorted(maps.Keys(m)) {
		parts = append(parts, k+" "+ofWhole(m[k], whole))
	}
	return strings.Join(parts, ", ")
}

func ofWhole(n, whole int) string {
	return fmt.Sprintf("%d (%.1f%%)", n, 100*share(n, whole))
}

// pct writes a proportion and its interval in percent.
func pct(iv Interval) string {
	return fmt.Sprintf("%.1f%% [%.1f, %.1f]", 100*iv.Est, 100*iv.Lo, 100*iv.Hi)
}

// num writes an estimate and its interval.
func num(iv Interval) string {
	return fmt.Sprintf("%s [%s, %s]", g4(iv.Est), g4(iv.Lo), g4(iv.Hi))
}

// g4 writes x with about four significant digits, without exponents for
// the sizes a score takes.
func g4(x float64) string {
	switch ax := max(x, -x); {
	case ax >= 1000:
		return strconv.FormatFloat(x, 'f', 0, 64)
	case ax >= 10:
		return strconv.FormatFloat(x, 'f', 1, 64)
	default:
		return strconv.FormatFloat(x, 'f', 3, 64)
	}
}

func writeBars(w io.Writer, cs []Count) {
	width := 0
	for _, c := range cs {
		width = max(width, displayWidth(c.Key))
	}
	for _, c := range cs {
		bar := strings.Repeat("#", int(c.Share*40+0.5))
		fmt.Fprintf(w, "  %s %6d %5.1f%% %s\n", pad(c.Key, width), c.N, 100*c.Share, bar)
	}
}

// displayWidth counts the columns s takes on a terminal: two for the wide
// characters of Japanese names (kana, kanji, full-width forms), one for
// the rest.
func displayWidth(s string) int {
	n := 0
	for _, r := range s {
		n++
		if r >= 0x1100 && (r <= 0x115F || r >= 0x2E80 && r <= 0xA4CF || r >= 0xAC00 && r <= 0xD7A3 ||
			r >= 0xF900 && r <= 0xFAFF || r >= 0xFE30 && r <= 0xFE4F || r >= 0xFF00 && r <= 0xFF60 || r >= 0xFFE0 && r <= 0xFFE6) {
			n++
		}
	}
	return n
}

// pad fills s with spaces to width columns.
func pad(s string, width int) string {
	return s + strings.Repeat(" ", max(width-displayWidth(s), 0))
}

// ValueBins groups a table of counts keyed by whole numbers into at most
// n ranges of equal width ("1000-1999"), keeping it as it is when it is
// short enough already.
func ValueBins(cs []Count, n int) []Count {
	if len(cs) <= n {
		return cs
	}
	lo, _ := strconv.Atoi(cs[0].Key)
	hi, _ := strconv.Atoi(cs[len(cs)-1].Key)
	width := niceWidth((hi - lo + n) / n)
	start := lo - ((lo%width)+width)%width
	var out []Count
	for _, c := range cs {
		k, _ := strconv.Atoi(c.Key)
		b := start + (k-start)/width*width
		key := fmt.Sprintf("%d-%d", b, b+width-1)
		if len(out) == 0 || out[len(out)-1].Key != key {
			out = append(out, Count{Key: key})
		}
		out[len(out)-1].N += c.N
		out[len(out)-1].Share += c.Share
	}
	return out
}

// niceWidth rounds w up to 1, 2 or 5 times a power of ten.
func niceWidth(w int) int {
	for p := 1; ; p *= 10 {
		for _, m := range []int{1, 2, 5} {
			if m*p >= w {
				return m * p
			}
		}
	}
}

// WriteCompareText writes each value's differences from the baseline; a
// star marks a difference whose 95% interval leaves out zero.
func WriteCompareText(w io.Writer, c *Comparison) {
	games := 0
	if len(c.Reports) > 0 {
		games = c.Reports[0].Games
	}
	fmt.Fprintf(w, "%s: %s = %s, %d games each, the same seeds\n", c.Variant, c.Option, strings.Join(c.Values, " | "), games)
	for _, ds := range c.Diffs {
		fmt.Fprintf(w, "\n%s=%s against %s=%s (difference with its 95%% interval; p = paired by seed)\n", c.Option, ds.Value, c.Option, c.Values[0])
		width := 0
		for _, r := range ds.Rows {
			width = max(width, displayWidth(r.Metric))
		}
		fmt.Fprintf(w, "  %s %10s %10s   %s\n", pad("", width), c.Values[0], ds.Value, "difference")
		for _, r := range ds.Rows {
			mark, p := " ", " "
			if r.Diff.Excludes0() {
				mark = "*"
			}
			if r.Paired {
				p = "p"
			}
			fmt.Fprintf(w, "%s %s %10s %10s   %s %s\n", mark, pad(r.Metric, width), g4(r.Base), g4(r.Other), num(r.Diff), p)
		}
	}
}
