package sim

import (
	"fmt"
	"html"
	"io"
	"maps"
	"slices"
	"strings"
)

// bar is one row of a horizontal bar chart; Lo and Hi draw an interval
// when they differ.
type bar struct {
	Label  string
	Value  float64
	Lo, Hi float64
	Text   string
}

const (
	chartWidth = 640
	labelWidth = 200
	textWidth  = 150
	rowHeight  = 20
)

// hbars draws a horizontal bar chart as inline SVG.
func hbars(sb *strings.Builder, title string, bars []bar) {
	fmt.Fprintf(sb, "<h3>%s</h3>\n", esc(title))
	if len(bars) == 0 {
		sb.WriteString("<p>none</p>\n")
		return
	}
	lo, hi := 0.0, 0.0
	for _, b := range bars {
		lo, hi = min(lo, b.Value, b.Lo), max(hi, b.Value, b.Hi)
	}
	if hi == lo {
		hi = lo + 1
	}
	plot := float64(chartWidth - labelWidth - textWidth)
	x := func(v float64) float64 { return labelWidth + (v-lo)/(hi-lo)*plot }
	h := rowHeight*len(bars) + 4
	fmt.Fprintf(sb, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" role="img"><title>%s</title>`+"\n", chartWidth, h, esc(title))
	fmt.Fprintf(sb, `<line x1="%.1f" y1="0" x2="%.1f" y2="%d" stroke="#888"/>`+"\n", x(0), x(0), h)
	for i, b := range bars {
		y := i*rowHeight + 2
		x0, x1 := x(min(0, b.Value)), x(max(0, b.Value))
		fmt.Fprintf(sb, `<text x="%d" y="%d" text-anchor="end" font-size="12">%s</text>`, labelWidth-6, y+14, esc(b.Label))
		fmt.Fprintf(sb, `<rect x="%.1f" y="%d" width="%.1f" height="%d" fill="#4a7ab5"/>`, x0, y+3, x1-x0, rowHeight-6)
		if b.Lo != b.Hi {
			fmt.Fprintf(sb, `<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#222" stroke-width="1.5"/>`, x(b.Lo), y+10, x(b.Hi), y+10)
		}
		fmt.Fprintf(sb, `<text x="%d" y="%d" font-size="12">%s</text>`+"\n", chartWidth-textWidth+6, y+14, esc(b.Text))
	}
	sb.WriteString("</svg>\n")
}

func esc(s string) string { return html.EscapeString(s) }

const htmlHead = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"/><title>%s</title>
<style>body{font-family:sans-serif;max-width:60em;margin:1em auto;padding:0 1em}
table{border-collapse:collapse}td,th{padding:2px 8px;text-align:right;border-bottom:1px solid #ddd}
td:first-child,th:first-child{text-align:left}.sig{font-weight:bold}</style></head><body>
`

// WriteHTML writes a self-contained page (inline SVG, no scripts, no
// external fonts) with the summary of one run.
func WriteHTML(w io.Writer, rep *Report) error {
	var sb strings.Builder
	title := fmt.Sprintf("jantaku sim: %s, %d games", rep.Variant, rep.Games)
	fmt.Fprintf(&sb, htmlHead, esc(title))
	fmt.Fprintf(&sb, "<h1>%s</h1>\n", esc(title))
	runHTML(&sb, rep)
	sb.WriteString("</body></html>\n")
	_, err := io.WriteString(w, sb.String())
	return err
}

// runHTML writes the tables and charts of one run.
func runHTML(sb *strings.Builder, rep *Report) {
	s := rep.Stats
	fmt.Fprintf(sb, "<p>%d games, %d hands, %d actions; %d invariant violations.</p>\n", s.Games, s.Hands, s.Actions, len(rep.Violations))
	sb.WriteString("<table><tr><th>seat</th><th>first place</th><th>mean final score</th><th>mean rank</th><th>hands won</th><th>tsumo</th></tr>\n")
	for i, ss := range s.Seat {
		fmt.Fprintf(sb, "<tr><td>%d</td><td>%s</td><td>%s</td><td>%.2f</td><td>%d (%s)</td><td>%d</td></tr>\n",
			i, esc(pct(ss.First)), esc(num(ss.Score)), ss.MeanRank, ss.Wins, esc(pct(ss.WinRate)), ss.Tsumo)
	}
	sb.WriteString("</table>\n")
	var score, first []bar
	for i, ss := range s.Seat {
		label := fmt.Sprintf("seat %d", i)
		score = append(score, bar{label, ss.Score.Est, ss.Score.Lo, ss.Score.Hi, num(ss.Score)})
		first = append(first, bar{label, ss.First.Est, ss.First.Lo, ss.First.Hi, pct(ss.First)})
	}
	hbars(sb, "Mean final score by seat (95% interval)", score)
	hbars(sb, "First place by seat (95% interval)", first)
	ends := []bar{{"won", share(s.WinHands, s.Hands), 0, 0, ofWhole(s.WinHands, s.Hands)}}
	for _, k := range slices.Sorted(maps.Keys(s.DrawHands)) {
		ends = append(ends, bar{k, share(s.DrawHands[k], s.Hands), 0, 0, ofWhole(s.DrawHands[k], s.Hands)})
	}
	if s.OtherHands > 0 {
		ends = append(ends, bar{"other", share(s.OtherHands, s.Hands), 0, 0, ofWhole(s.OtherHands, s.Hands)})
	}
	hbars(sb, fmt.Sprintf("How the %d hands ended", s.Hands), ends)
	fmt.Fprintf(sb, "<p>Wins: %d; tsumo %s; limit hands %s; mean hand value %s.</p>\n",
		s.Wins, esc(ofWhole(s.TsumoWins, s.Wins)), esc(ofWhole(s.LimitWins, s.Wins)), esc(num(s.HandValue)))
	hbars(sb, "Hand values (share of wins)", countBars(ValueBins(s.Values, 16)))
	hbars(sb, "Yaku (share of wins)", countBars(s.Yaku))
	fmt.Fprintf(sb, "<p>Game length: %s hands; %s discards a hand. Games ended: %s.</p>\n",
		esc(num(s.GameHands)), esc(num(s.HandLength)), esc(tally(s.Endings, s.Games)))
	hbars(sb, "Hands per game (share of games)", countBars(s.HandsHist))
}

func countBars(cs []Count) []bar {
	out := make([]bar, len(cs))
	for i, c := range cs {
		out[i] = bar{c.Key, c.Share, 0, 0, fmt.Sprintf("%d (%.1f%%)", c.N, 100*c.Share)}
	}
	return out
}

// WriteCompareHTML writes a self-contained page with the differences of a
// comparison, each drawn as its interval about zero, and every run's
// summary after them.
func WriteCompareHTML(w io.Writer, c *Comparison) error {
	var sb strings.Builder
	title := fmt.Sprintf("jantaku sim: %s, %s = %s", c.Variant, c.Option, strings.Join(c.Values, " | "))
	fmt.Fprintf(&sb, htmlHead, esc(title))
	fmt.Fprintf(&sb, "<h1>%s</h1>\n<p>The same seeds under each value. Bold rows: the 95%% interval of the difference leaves out zero.</p>\n", esc(title))
	for _, ds := range c.Diffs {
		fmt.Fprintf(&sb, "<h2>%s against %s</h2>\n", esc(c.Option+"="+ds.Value), esc(c.Option+"="+c.Values[0]))
		fmt.Fprintf(&sb, "<table><tr><th>measure</th><th>%s</th><th>%s</th><th>difference [95%%]</th><th>paired</th><th></th></tr>\n", esc(c.Values[0]), esc(ds.Value))
		for _, r := range ds.Rows {
			class := ""
			if r.Diff.Excludes0() {
				class = ` class="sig"`
			}
			fmt.Fprintf(&sb, "<tr%s><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td></tr>\n",
				class, esc(r.Metric), g4(r.Base), g4(r.Other), esc(num(r.Diff)), yesNo(r.Paired), forest(r.Diff))
		}
		sb.WriteString("</table>\n")
	}
	for i := range c.Reports {
		fmt.Fprintf(&sb, "<h2>%s</h2>\n", esc(c.Option+"="+c.Values[i]))
		runHTML(&sb, &c.Reports[i])
	}
	sb.WriteString("</body></html>\n")
	_, err := io.WriteString(w, sb.String())
	return err
}

// forest draws an interval as a small line about a zero mark, scaled to
// its own row.
func forest(iv Interval) string {
	const w, h = 160, 14
	span := max(-iv.Lo, iv.Hi, -iv.Est, iv.Est)
	if span == 0 {
		span = 1
	}
	x := func(v float64) float64 { return w/2 + v/span*(w/2-4) }
	return fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d"><line x1="%d" y1="0" x2="%d" y2="%d" stroke="#888"/>`+
		`<line x1="%.1f" y1="7" x2="%.1f" y2="7" stroke="#222" stroke-width="2"/><circle cx="%.1f" cy="7" r="3" fill="#4a7ab5"/></svg>`,
		w, h, w/2, w/2, h, x(iv.Lo), x(iv.Hi), x(iv.Est))
}

func yesNo(b bool) string {
	if b {
		return "by seed"
	}
	return "no"
}
