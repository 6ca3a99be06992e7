package browsertest

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// finishedGame has four bots play an East-only riichi game and returns
// its id once it is over.
func finishedGame(t testing.TB, base string) string {
	seats := make([]map[string]string, 4)
	for i := range seats {
		seats[i] = map[string]string{"kind": "bot", "level": "efficient"}
	}
	seed := 7
	body, _ := json.Marshal(map[string]any{"variant": "riichi", "players": 4, "options": map[string]string{"winds": "1"},
		"seats": seats, "name": "replayed", "seed": seed})
	resp, err := http.Post(base+"/api/tables", "application/json", strings.NewReader(string(body)))
	if err != nil {
		t.Fatal(err)
	}
	var out struct{ ID string }
	json.NewDecoder(resp.Body).Decode(&out)
	resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		t.Fatalf("creating the table: %s", resp.Status)
	}
	for deadline := time.Now().Add(4 * time.Minute); time.Now().Before(deadline); time.Sleep(500 * time.Millisecond) {
		var info struct{ Status string }
		getJSON(t, base+"/api/tables/"+out.ID, &info)
		if info.Status == "finished" {
			return out.ID
		}
	}
	t.Fatal("the bots' game did not finish")
	return ""
}

// TestReplayViewer opens a finished game: it jumps to hand 3, steps on,
// reopens the shared address at the same moment in another browser, and
// autoplays the last hand to the end, where the standings stay.
func TestReplayViewer(t *testing.T) {
	base, b := startServer(t, time.Second), newBrowser(t)
	id := finishedGame(t, base)
	var idx struct {
		Steps int `json:"steps"`
		Hands []struct {
			Step int `json:"step"`
		} `json:"hands"`
	}
	getJSON(t, base+"/api/tables/"+id+"/replay", &idx)
	if len(idx.Hands) < 3 {
		t.Fatalf("the game has %d hands; the test needs 3", len(idx.Hands))
	}
	ctx := tab(t, b, 1280, 800, "en")
	err := chromedp.Do(ctx,
		chromedp.Navigate(base+"/t/"+id),
		chromedp.WaitReady(`#hand-select option:nth-child(3)`),
		chromedp.SetValue(`#hand-select`, "2"),
	)
	if err != nil {
		t.Fatal(err)
	}
	eval[bool](t, ctx, `(document.querySelector('#hand-select').dispatchEvent(new Event('change')), true)`)
	waitFor(t, ctx, `location.search.includes('hand=3&step=`+itoa(idx.Hands[2].Step)+`&')`)
	waitFor(t, ctx, `document.querySelector('#replay-now').innerText.includes('dealt')`)
	for i := range 5 {
		eval[bool](t, ctx, `(document.querySelector('#next').click(), true)`)
		waitFor(t, ctx, `document.querySelector('#step-label').innerText.startsWith('Step `+itoa(idx.Hands[2].Step+i+1)+` ')`)
	}
	want := idx.Hands[2].Step + 5
	waitFor(t, ctx, `document.querySelector('#step-label').innerText === 'Step `+itoa(want)+` / `+itoa(idx.Steps)+`'`)
	if n := eval[int](t, ctx, `document.querySelectorAll('#replay-log li').length`); n < 5 {
		t.Fatalf("%d lines in the log after five steps", n)
	}
	if bad := eval[string](t, ctx, `(document.querySelector('#replay-log').innerText.match(/Draw 3|gameend|undefined|\{\w+\}/) || [""])[0]`); bad != "" {
		t.Fatalf("the log says %q", bad)
	}
	if r := eval[[]float64](t, ctx, `(() => { const r = document.querySelector('.replay .board').getBoundingClientRect(); return [r.bottom, innerHeight]; })()`); r[0] > r[1]+1 {
		t.Errorf("the board ends at %.0f px, below the %.0f px screen", r[0], r[1])
	}
	shot(t, ctx, "replay-hand3-1280x800")
	shared := eval[string](t, ctx, `location.href`)
	board := eval[string](t, ctx, `document.querySelector('.board').innerHTML`)

	other := tab(t, b, 390, 844, "en", chromedp.WithNewBrowserContext())
	if err := chromedp.Do(other, chromedp.Navigate(shared), chromedp.WaitVisible(`#step-label`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, other, `document.querySelector('#step-label').innerText === 'Step `+itoa(want)+` / `+itoa(idx.Steps)+`'`)
	if got := eval[string](t, other, `document.querySelector('.board').innerHTML`); got != board {
		t.Fatal("the shared address shows another table than the one shared")
	}
	shot(t, other, "replay-hand3-390x844")

	// The last hand, autoplayed to the end at the fastest speed.
	last := len(idx.Hands) - 1
	eval[bool](t, ctx, `((s) => (s.value = "`+itoa(last)+`", s.dispatchEvent(new Event('change')), true))(document.querySelector('#hand-select'))`)
	waitFor(t, ctx, `document.querySelector('#step-label').innerText.startsWith('Step `+itoa(idx.Hands[last].Step)+` ')`)
	eval[bool](t, ctx, `((s) => (s.value = "60", document.querySelector('#autoplay').click(), true))(document.querySelector('#speed-select'))`)
	waitFor2(t, ctx, `!!document.querySelector('#final-standings')`, 3*time.Minute)
	if got := eval[string](t, ctx, `document.querySelector('#step-label').innerText`); got != "Step "+itoa(idx.Steps)+" / "+itoa(idx.Steps) {
		t.Fatalf("autoplay stopped at %q", got)
	}
	time.Sleep(time.Second)
	if !eval[bool](t, ctx, `!!document.querySelector('#final-standings') && document.querySelector('#autoplay').getAttribute('aria-pressed') === 'false'`) {
		t.Fatal("the final standings did not stay")
	}
	if !eval[bool](t, ctx, `document.querySelector('#replay-now').innerText.includes('The game is over')`) {
		t.Fatalf("the last step reads %q", eval[string](t, ctx, `document.querySelector('#replay-now').innerText`))
	}
	for _, link := range []string{"#download-record", "#download-tenhou"} {
		href := eval[string](t, ctx, `document.querySelector('`+link+`')?.href || ''`)
		resp, err := http.Get(href)
		if err != nil || resp.StatusCode != http.StatusOK {
			t.Fatalf("%s (%s): %v %v", link, href, err, resp)
		}
		resp.Body.Close()
	}
	shot(t, ctx, "replay-end-1280x800")
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// waitFor2 is waitFor with a longer wait.
func waitFor2(t testing.TB, ctx context.Context, js string, d time.Duration) {
	t.Helper()
	for deadline := time.Now().Add(d); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		if ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](js)); err == nil && ok {
			return
		}
	}
	waitFor(t, ctx, js)
}

// shot saves a screenshot into $JANTAKU_SHOTS, when set, for a person to look at.
func shot(t testing.TB, ctx context.Context, name string) {
	dir := os.Getenv("JANTAKU_SHOTS")
	if dir == "" {
		return
	}
	time.Sleep(500 * time.Millisecond)
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err == nil {
		err = os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644)
	}
	if err != nil {
		t.Log(err)
	}
}
