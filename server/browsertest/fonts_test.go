package browsertest

import (
	"context"
	"fmt"
	"regexp"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/css"
	"github.com/chromedp/chromedp"
)

// japaneseFont names the fonts that hold Japanese: the client's own Noto
// Sans JP and the usual system ones.
var japaneseFont = regexp.MustCompile(`(?i)noto sans (cjk )?jp|noto sans cjk|hiragino|yu ?gothic|meiryo|source han|ipa|takao|vl gothic|droid sans fallback|wenquanyi`)

// TestJapaneseTextHasAFont: the page's Japanese (the brand 雀卓, the
// Japanese client's words, the English client's 日本語 button) is drawn in
// a font that has it, on a machine with no Japanese font installed (as
// CI's) as on one with: the client carries Noto Sans JP as its last
// fallback. Without it Chromium draws each character as an empty box, and
// without the relayout once fonts arrive (app.js) it leaves some so.
func TestJapaneseTextHasAFont(t *testing.T) {
	base, b := startServer(t, time.Second), newBrowser(t)
	for _, c := range []struct {
		lang, sel string
		table     bool // at a table's name page, else in the lobby
	}{
		{"ja", ".brand span", false}, {"ja", "header nav a", false}, {"ja", ".lobby h2", false},
		{"en", "#lang", false}, // 日本語
		{"en", "#lang", true}, {"ja", ".name-form label", true},
	} {
		sel := c.sel
		ctx := tab(t, b, 1280, 800, c.lang)
		if c.table {
			if err := chromedp.Do(ctx, chromedp.Navigate(base+createTable(t, base, "malaysia", 3, nil, 30)), chromedp.WaitVisible(`#player-name`)); err != nil {
				t.Fatal(err)
			}
		} else {
			openLobby(t, ctx, base)
		}
		// The font arrives after the first paint (font-display: swap).
		for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(200 * time.Millisecond) {
			fonts := platformFonts(t, ctx, sel)
			ok := len(fonts) > 0
			for _, f := range fonts {
				ok = ok && japaneseFont.MatchString(f)
			}
			if ok {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("%s (%q) is drawn in %v, not a Japanese font; fonts loaded: %s", sel,
					eval[string](t, ctx, fmt.Sprintf(`document.querySelector(%q).textContent`, sel)), fonts,
					eval[string](t, ctx, `[...document.fonts].filter((f) => f.status !== "unloaded").map((f) => f.family + " " + f.unicodeRange.slice(0, 24) + " " + f.status).join("; ")`))
			}
		}
	}
}

// platformFonts lists the fonts Chromium drew the text of the first node
// matching sel in, as "family (glyphs)".
func platformFonts(t *testing.T, ctx context.Context, sel string) []string {
	t.Helper()
	out, err := chromedp.Run(ctx, chromedp.QueryAfter(sel, func(ctx context.Context, tg *chromedp.Target, nodes []*chromedp.Node) ([]string, error) {
		if _, err := cdp.Call(ctx, tg, css.Enable, cdp.Empty{}); err != nil {
			return nil, err
		}
		res, err := cdp.Call(ctx, tg, css.GetPlatformFontsForNode, css.GetPlatformFontsForNodeParams{NodeID: nodes[0].NodeID})
		if err != nil {
			return nil, err
		}
		var fonts []string
		for _, f := range res.Fonts {
			fonts = append(fonts, f.FamilyName)
		}
		return fonts, nil
	}))
	if err != nil {
		t.Fatalf("the fonts of %s: %v", sel, err)
	}
	return out
}
