package bot_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"jantaku/bot"
	"jantaku/engine"
	"jantaku/record"
	"jantaku/variant/riichi/tenhou"
)

// agreement counts, for one level, the recorded player's decisions and
// how many of them the level would have made the same way.
type agreement struct {
	discards, discardSame int // own turns: the discard (and riichi or not)
	calls, callSame       int // another seat's discard that could be called: pass, chi, pon or kan
}

// sameChoice reports whether the bot's choice b is the player's a: the
// same action on the same kind of tile (a red five is a five), with the
// same tiles for a call.
func sameChoice(a, b engine.Action) bool {
	if a.Type != b.Type || a.Tile.Kind() != b.Tile.Kind() || len(a.Tiles) != len(b.Tiles) {
		return false
	}
	x, y := make([]int, len(a.Tiles)), make([]int, len(b.Tiles))
	for i := range a.Tiles {
		x[i], y[i] = int(a.Tiles[i].Kind()), int(b.Tiles[i].Kind())
	}
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}

// agree replays the tenhou.net logs of files and asks a fresh bot of level
// at each seat for every decision the player made.
func agree(t *testing.T, files []string, level string) agreement {
	t.Helper()
	var ag agreement
	reg := engine.NewRegistry(tenhou.Scripted{})
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		games, err := tenhou.ImportFile(data, nil)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for _, im := range games {
			if im.Err != nil {
				t.Fatalf("%s: %v", f, im.Err)
			}
			agreeOne(t, reg, im.Record, level, &ag, f)
		}
	}
	return ag
}

// agreeOne replays one record and counts level's agreement into ag.
func agreeOne(t *testing.T, reg *engine.Registry, rec record.Record, level string, ag *agreement, name string) {
	t.Helper()
	v, err := reg.Get(rec.Variant)
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := engine.NewGame(v, rec.Config)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]bot.Bot, 4)
	for s := range bots {
		if bots[s], err = bot.New(level, "riichi", uint64(s+1)); err != nil {
			t.Fatal(err)
		}
	}
	for _, sa := range rec.Actions {
		legal := g.Legal(sa.Seat)
		turn := slices.ContainsFunc(legal, func(a engine.Action) bool { return a.Type == engine.Discard })
		call := slices.ContainsFunc(legal, func(a engine.Action) bool {
			return a.Type == engine.Chi || a.Type == engine.Pon || a.Type == engine.Minkan
		})
		won := slices.ContainsFunc(legal, func(a engine.Action) bool { return a.Type == engine.Ron || a.Type == engine.Tsumo })
		if len(legal) > 1 && (turn || call) && !won && (sa.Action.Type == engine.Discard || sa.Action.Type == engine.Riichi || call) {
			b := bots[sa.Seat].Choose(g.View(sa.Seat), slices.Clone(legal))
			same := sameChoice(sa.Action, b)
			if turn {
				ag.discards++
				if same {
					ag.discardSame++
				}
			} else {
				ag.calls++
				if same {
					ag.callSame++
				}
			}
		}
		if _, err := g.Apply(sa.Seat, sa.Action); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
}

// TestHumanAgreement replays the real tenhou.net games of
// variant/riichi/tenhou/testdata/real (see its README) and, at each
// decision a player made, asks every level what it would do: the share
// of discards and of call decisions (pass included) where it agrees is
// logged (docs/bots.md, "Agreement with players"). The levels must see
// the same decisions, and the thinking levels must agree on at least a
// third of the discards (random agrees on about one in nine).
func TestHumanAgreement(t *testing.T) {
	files, err := filepath.Glob("../variant/riichi/tenhou/testdata/real/*.json")
	if err != nil || len(files) < 5 {
		t.Fatalf("real logs: %v %v", files, err)
	}
	agreeAll(t, files)
}

// agreeAll asks every level at every decision of files, logs the shares,
// checks the levels saw the same decisions and the thinking levels agree
// on at least a third of the discards, and returns each level's counts.
func agreeAll(t *testing.T, files []string) map[string]agreement {
	t.Helper()
	all := map[string]agreement{}
	var first agreement
	levels := bot.Levels()
	if extra := os.Getenv("JANTAKU_AGREE_LEVELS"); extra != "" {
		// Settings under trial ("expert:farshape=1"), after the levels.
		levels = append(levels, strings.Fields(extra)...)
	}
	for i, level := range levels {
		ag := agree(t, files, level)
		all[level] = ag
		t.Logf("%-9s discards %d/%d = %.1f%%, calls %d/%d = %.1f%%", level, ag.discardSame, ag.discards,
			100*float64(ag.discardSame)/float64(ag.discards), ag.callSame, ag.calls, 100*float64(ag.callSame)/float64(ag.calls))
		if i == 0 {
			first = ag
			continue
		}
		if ag.discards != first.discards || ag.calls != first.calls {
			t.Errorf("%s saw %d discards and %d calls, %s %d and %d", level, ag.discards, ag.calls, levels[0], first.discards, first.calls)
		}
		if level != "random" && 3*ag.discardSame < ag.discards {
			t.Errorf("%s agrees on %d of %d discards", level, ag.discardSame, ag.discards)
		}
	}
	return all
}
