package cli

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"
)

// progressBar draws "[#####.....] 50% 500/1000 games, 120.0/s, 4s left" on
// one line of stderr, redrawn in place whenever the whole percent moves.
type progressBar struct {
	w     io.Writer
	start time.Time
	last  int
}

func newProgressBar(w io.Writer) *progressBar {
	return &progressBar{w: w, start: time.Now(), last: -1}
}

const barWidth = 30

func (p *progressBar) update(done, total int) {
	if total <= 0 {
		return
	}
	pc := done * 100 / total
	if pc == p.last {
		return
	}
	p.last = pc
	fill := done * barWidth / total
	secs := time.Since(p.start).Seconds()
	rate, left := 0.0, 0.0
	if secs > 0 && done > 0 {
		rate = float64(done) / secs
		left = float64(total-done) / rate
	}
	fmt.Fprintf(p.w, "\r[%s%s] %3d%% %d/%d games, %.1f/s, %.0fs left ", strings.Repeat("#", fill), strings.Repeat(".", barWidth-fill), pc, done, total, rate, left)
	if done == total {
		fmt.Fprintln(p.w)
	}
}

// isTerminal reports whether w is a character device, a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
