package browsertest

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// seatChoicesUsable reports, for the lobby's seat choices, whether each is
// below the header, inside the page's width and the element a click at its
// centre reaches, as "ok" or what is wrong.
const seatChoicesUsable = `(() => {
  const sels = [...document.querySelectorAll("#create .seats select")];
  if (sels.length !== 4) return sels.length + " seat choices, want 4";
  const head = document.querySelector("header").getBoundingClientRect().bottom;
  for (const s of sels) {
    s.scrollIntoView({ block: "center" });
    const r = s.getBoundingClientRect();
    if (r.top < head || r.right > innerWidth + 1) return "seat " + s.dataset.seat + " is at " + Math.round(r.left) + "," + Math.round(r.top);
    if (document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) !== s) return "a click on seat " + s.dataset.seat + " reaches something else";
  }
  return "ok";
})()`

// smallFields lists the lobby form's text fields and choices whose text is
// under 16px or that are under 32px tall (a phone zooms into a field of
// smaller text when it is tapped, and a small one is hard to hit).
const smallFields = `[...document.querySelectorAll("#create input:not([type=checkbox]):not([type=radio]), #create select")]
  .filter((e) => e.offsetParent !== null)
  .filter((e) => parseFloat(getComputedStyle(e).fontSize) < 16 || e.getBoundingClientRect().height < 32)
  .map((e) => (e.id || e.name || e.tagName) + " " + getComputedStyle(e).fontSize + " " + Math.round(e.getBoundingClientRect().height) + "px").join(", ")`

// TestLobbyForm fills the create form as a person does, at a desktop's and
// a phone's size: the seat choices sit in the form and take clicks (on a
// phone, with text of 16px and a finger's height), and a table with two
// people hands out the second person's link.
func TestLobbyForm(t *testing.T) {
	base, b := startServer(t, time.Second), newBrowser(t)
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			ctx := tab(t, b, size[0], size[1], "en")
			openLobby(t, ctx, base)
			if got := eval[string](t, ctx, seatChoicesUsable); got != "ok" {
				t.Fatal(got)
			}
			if size[0] < 520 {
				if small := eval[string](t, ctx, smallFields); small != "" {
					t.Errorf("fields too small to tap on a phone: %s", small)
				}
			}
			createWithFriend(t, ctx)
			if n := eval[int](t, ctx, `document.querySelectorAll('#invites input.invite').length`); n != 1 {
				t.Fatalf("%d invitation links, want the second person's alone", n)
			}
		})
	}
}

// seatDefaults reports each seat choice of the lobby's form as its
// default (the option marked selected, or how many are) and what it shows.
const seatDefaults = `[...document.querySelectorAll("#create .seats select")].map((s) => {
  const marked = [...s.options].filter((o) => o.defaultSelected);
  return (marked.length === 1 ? marked[0].value : marked.length + " marked") + "/" + s.value;
}).join(" ")`

// TestLobbySeatDefaults: each seat choice marks exactly one option as its
// default: the creator's seat a person, every other an expert bot, for
// any variant and number of players.
func TestLobbySeatDefaults(t *testing.T) {
	base, b := startServer(t, time.Second), newBrowser(t)
	ctx := tab(t, b, 1280, 800, "en")
	openLobby(t, ctx, base)
	want := map[int]string{
		4: "human/human bot:expert/bot:expert bot:expert/bot:expert bot:expert/bot:expert",
		3: "human/human bot:expert/bot:expert bot:expert/bot:expert",
	}
	if got := eval[string](t, ctx, seatDefaults); got != want[4] {
		t.Errorf("riichi's seats: %s, want %s", got, want[4])
	}
	if err := chromedp.Do(ctx, chromedp.SetValue(`#variant`, "malaysia")); err != nil {
		t.Fatal(err)
	}
	eval[bool](t, ctx, `document.querySelector("#variant").dispatchEvent(new Event("change"))`)
	if got := eval[string](t, ctx, seatDefaults); got != want[3] {
		t.Errorf("the Malaysian game's seats: %s, want %s", got, want[3])
	}
}
