package browsertest

import (
	"testing"
	"time"
)

// lastHandShown reports how the board names the hand it shows beside the
// log's heading of the last hand played: the centre's round and honba
// counter, and the wind of the plate marked as the dealer's.
const lastHandShown = `(() => {
  const heading = document.querySelector('#log li.log-hand').textContent;
  const honba = (/, (\d+) honba/.exec(heading) || [, "0"])[1];
  const round = document.querySelector('.centre .round').textContent;
  const counter = document.querySelector('.centre .counter').textContent.replace('×', '');
  const dealer = document.querySelector('.plate .wind.dealer')?.textContent;
  const bad = [];
  if (heading !== round && !heading.startsWith(round + ',')) bad.push('the centre says ' + round + ' after ' + heading);
  if (counter !== honba) bad.push('the centre counts ' + counter + ' honba after ' + heading);
  if (dealer !== 'E') bad.push('the dealer is marked on a plate of wind ' + dealer);
  return bad.join('; ');
})()`

// TestGameEndKeepsTheLastHand plays a riichi game short enough to end at
// the first points paid (everyone starts on 1,000, and a player below
// zero ends it): behind the final result, and once it is closed, the
// board still shows the hand that ended the game, with its name, honba
// and dealer, not those of the next hand, which is never dealt.
func TestGameEndKeepsTheLastHand(t *testing.T) {
	base, b := startServer(t, time.Hour), newBrowser(t)
	ctx := tab(t, b, 1280, 800, "en")
	seed := uint64(1)
	opts := map[string]string{"start_points": "1000", "return_points": "1000", "winds": "1"}
	takeSeat(t, ctx, base+createSeededTable(t, base, "riichi", 4, opts, 0, &seed), "Alice")
	for hand := 0; ; hand++ {
		if hand == 10 {
			t.Fatal("no game end in 10 hands")
		}
		playUntil(t, ctx, `!!document.querySelector('.result-dialog')`, 3*time.Minute)
		if eval[bool](t, ctx, `!!document.querySelector('.result-dialog .game-end') || document.querySelector('#next-hand').textContent === 'OK'`) {
			break
		}
		eval[bool](t, ctx, watchResults)
		eval[bool](t, ctx, `document.querySelector('#next-hand').click(), true`)
		waitResultClosed(t, ctx, "confirming the next hand")
	}
	if bad := eval[string](t, ctx, lastHandShown); bad != "" {
		t.Errorf("behind the last hand's result: %s", bad)
	}
	// Closed: the hand's result, then the final result.
	for i := 0; i < 2; i++ {
		eval[bool](t, ctx, `(document.querySelector('.dialog-close')?.click(), true)`)
	}
	if bad := eval[string](t, ctx, lastHandShown); bad != "" {
		t.Errorf("after the game: %s", bad)
	}
	if s := eval[string](t, ctx, `document.querySelector('#status').textContent`); s != "Game over" {
		t.Errorf("the status after the game reads %q", s)
	}
}
