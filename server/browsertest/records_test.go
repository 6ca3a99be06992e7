package browsertest

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// tenhouLog reads a real tenhou.net/6 log kept with the tenhou package's
// tests (its sources and licence: variant/riichi/tenhou/testdata/real).
func tenhouLog(t testing.TB, name string) map[string]any {
	b, err := os.ReadFile(filepath.Join("..", "..", "variant", "riichi", "tenhou", "testdata", "real", name))
	if err != nil {
		t.Fatal(err)
	}
	var l map[string]any
	if err := json.Unmarshal(b, &l); err != nil {
		t.Fatal(err)
	}
	return l
}

// writeLines writes logs as gzipped JSON Lines, one log a line.
func writeLines(t testing.TB, path string, logs ...map[string]any) {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	for _, l := range logs {
		b, _ := json.Marshal(l)
		zw.Write(append(b, '\n'))
	}
	zw.Close()
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestOpenRecord opens a gzipped file of three tenhou logs from the
// lobby's file picker: the file's page lists them, the one one point out
// saying what differs; it picks the game of three hands, jumps to hand
// 3, steps on, and the address reopens the same moment in another
// browser. A file that does not verify, or is no record, is told in the
// lobby, in Japanese too.
func TestOpenRecord(t *testing.T) {
	base, b := startServer(t, time.Second), newBrowser(t)
	dir := t.TempDir()
	bad := tenhouLog(t, "ranked_game.json")
	end := bad["log"].([]any)[0].([]any)[16].([]any)
	end[1].([]any)[0] = end[1].([]any)[0].(float64) + 100 // the first hand's score changes, 100 points out
	several := filepath.Join(dir, "three.jsonl.gz")
	writeLines(t, several, tenhouLog(t, "ranked_game.json"), tenhouLog(t, "four_reach.json"), bad)
	one := filepath.Join(dir, "bad.json.gz")
	writeLines(t, one, bad)
	garbage := filepath.Join(dir, "notes.txt")
	os.WriteFile(garbage, []byte("not a record"), 0o644)

	ctx := tab(t, b, 1280, 800, "en")
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/"), chromedp.WaitVisible(`#open-record`)); err != nil {
		t.Fatal(err)
	}
	shot(t, ctx, "open-record-lobby-1280x800")
	if err := chromedp.Do(ctx, chromedp.SetUploadFiles(`#record-file`, []string{several})); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `location.pathname.startsWith('/r/') && document.querySelectorAll('#record-games li').length === 3`)
	lines := eval[[]string](t, ctx, `[...document.querySelectorAll('#record-games li')].map((li) => li.innerText)`)
	for i, want := range []string{"line 1: ok (riichi-scripted, a game of 3 hands, 193 actions)", "line 2: ok", "line 3: FAIL: tenhou: round 1: score changes"} {
		if !bytes.Contains([]byte(lines[i]), []byte(want)) {
			t.Errorf("game %d reads %q, want %q", i+1, lines[i], want)
		}
	}
	if !bytes.Contains([]byte(lines[2]), []byte("This record does not verify")) || eval[int](t, ctx, `document.querySelectorAll('#record-games li a').length`) != 2 {
		t.Errorf("the game that does not verify: %q", lines[2])
	}
	shot(t, ctx, "open-record-list-1280x800")

	// The game of three hands: jump to hand 3 and step on.
	eval[bool](t, ctx, `(document.querySelector('#record-games li[data-game="1"] a').click(), true)`)
	waitFor(t, ctx, `document.querySelectorAll('#hand-select option').length === 3`)
	eval[bool](t, ctx, `((s) => (s.value = "2", s.dispatchEvent(new Event('change')), true))(document.querySelector('#hand-select'))`)
	waitFor(t, ctx, `location.search.startsWith('?game=1&hand=3&step=') && document.querySelector('#replay-now').innerText.includes('dealt')`)
	start := eval[int](t, ctx, `Number(new URLSearchParams(location.search).get('step'))`)
	for i := range 4 {
		eval[bool](t, ctx, `(document.querySelector('#next').click(), true)`)
		waitFor(t, ctx, `document.querySelector('#step-label').innerText === 'Step `+itoa(start+i+1)+` / 193'`)
	}
	if !eval[bool](t, ctx, `document.body.innerText.includes('Aさん') && !!document.querySelector('#back-to-games')`) {
		t.Error("the players' names or the way back to the file's games are not shown")
	}
	shot(t, ctx, "open-record-replay-1280x800")
	shared := eval[string](t, ctx, `location.href`)
	board := eval[string](t, ctx, `document.querySelector('.board').innerHTML`)

	other := tab(t, b, 390, 844, "en", chromedp.WithNewBrowserContext())
	if err := chromedp.Do(other, chromedp.Navigate(shared), chromedp.WaitVisible(`#step-label`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, other, `document.querySelector('#step-label').innerText === 'Step `+itoa(start+4)+` / 193'`)
	if got := eval[string](t, other, `document.querySelector('.board').innerHTML`); got != board {
		t.Error("the shared address shows another moment than the one shared")
	}
	shot(t, other, "open-record-replay-390x844")

	// One game that does not verify, and a file that is no record: told
	// in the lobby, in the reader's language.
	if err := chromedp.Do(other, chromedp.Navigate(base+"/"), chromedp.WaitVisible(`#open-record`)); err != nil {
		t.Fatal(err)
	}
	eval[bool](t, other, `(document.querySelector('#lang').click(), true)`) // to Japanese
	waitFor(t, other, `document.querySelector('#open-record h2')?.innerText === '牌譜を開く'`)
	if err := chromedp.Do(other, chromedp.SetUploadFiles(`#record-file`, []string{one})); err != nil {
		t.Fatal(err)
	}
	waitFor(t, other, `document.querySelector('#open-status').innerText.includes('この牌譜は検証できません') && document.querySelector('#open-status').innerText.includes('round 1')`)
	if !eval[bool](t, other, `location.pathname === '/'`) {
		t.Error("a record that does not verify left the lobby")
	}
	eval[bool](t, other, `(document.querySelector('#open-record').scrollIntoView(), true)`)
	shot(t, other, "open-record-fails-390x844")
	if err := chromedp.Do(other, chromedp.SetUploadFiles(`#record-file`, []string{garbage})); err != nil {
		t.Fatal(err)
	}
	waitFor(t, other, `document.querySelector('#open-status').innerText.includes('jantakuが読める牌譜ではありません')`)
}

// TestOpenRecordTooBig: a file over the server's 4 MiB is refused in the
// page, before a byte is sent, with words that say so; and the server's
// own answer to an oversized upload (a page that sends one anyway) is its
// "too big" error, which reaches the page rather than a broken connection.
func TestOpenRecordTooBig(t *testing.T) {
	base, b := startServer(t, time.Second), newBrowser(t)
	big := filepath.Join(t.TempDir(), "huge.json")
	if err := os.WriteFile(big, bytes.Repeat([]byte(" "), 5<<20), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		ctx := tab(t, b, size[0], size[1], "en")
		openLobby(t, ctx, base)
		if err := chromedp.Do(ctx, chromedp.SetUploadFiles(`#record-file`, []string{big})); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, `document.querySelector('#open-status').innerText.includes('The file is larger than 4 MiB')`)
		if n := eval[int](t, ctx, `performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/records')).length`); n != 0 {
			t.Errorf("%d requests to /api/records for a file the page knew was too big", n)
		}
		eval[bool](t, ctx, `(document.querySelector('#open-record').scrollIntoView(), true)`)
		shot(t, ctx, fmt.Sprintf("open-record-too-big-%dx%d", size[0], size[1]))
	}
	ctx := tab(t, b, 390, 844, "en")
	openLobby(t, ctx, base)
	for _, mib := range []int{5, 64} {
		got, err := chromedp.Run(ctx, chromedp.Evaluate[string](`fetch("/api/records?name=huge.json", { method: "POST", headers: { "Content-Type": "application/octet-stream" },
		  body: new Blob([new Uint8Array(`+strconv.Itoa(mib<<20)+`)]) }).then(async (r) => r.status + " " + (await r.json()).code, (e) => "network error: " + e)`, chromedp.EvalAwaitPromise))
		if err != nil || got != "413 too_big" {
			t.Errorf("a %d MiB upload sent anyway is answered %q (%v), want 413 too_big", mib, got, err)
		}
	}
}
