package tenhou

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"strconv"

	"jantaku/engine"
	"jantaku/record"
	"jantaku/variant/maiko"
	"jantaku/variant/riichi"
)

// A log jantaku writes says in its "rule" how the game was played, so it
// imports under the same rules: tenhou's own keys ("disp", the rule's name
// as tenhou.net's viewer shows it, and "aka51".."aka53", the red fives),
// and "jantaku", the game's variant and every option. A riichi log is
// whole, so its import plays the log under those options. A maiko log is
// not: the format has no place for the dummy's part of a payment, for
// ご指名リーチ or for 割れ目, so maiko's "jantaku" carries the game's seed, wall
// generator and actions too; its import replays them and checks they export to exactly
// the log's rounds and final scores.

var maikoID = maiko.Variant{}.ID()

// jantakuRule is the "jantaku" entry of an exported log's rule.
type jantakuRule struct {
	Variant string         `json:"variant"`
	Options engine.Options `json:"options"`
	// Game is the whole configuration (seed, wall generator and key) of a
	// game the log cannot say all of, with Actions its moves.
	Game    *engine.Config      `json:"game,omitempty"`
	Actions []engine.SeatAction `json:"actions,omitempty"`
}

// exportRule is the rule of a log exported from rec, whose game was
// played under resolved options opts.
func exportRule(rec record.Record, opts engine.Options) json.RawMessage {
	jr := jantakuRule{Variant: rec.Variant, Options: maps.Clone(opts)}
	delete(jr.Options, ScriptOption) // the walls are the log's own
	if jr.Variant == (Scripted{}).ID() {
		jr.Variant = riichi.Variant{}.ID()
	}
	disp := "般"
	if jr.Variant == maikoID {
		disp = "舞子麻雀 "
		cfg := rec.Config
		cfg.Options = nil // they are Options above
		jr.Game, jr.Actions = &cfg, rec.Actions
	}
	if opts["winds"] == "1" {
		disp += "東"
	} else {
		disp += "南"
	}
	if opts["open_tanyao"] != "false" {
		disp += "喰"
	}
	var aka [3]int
	for i, k := range []string{"red_man", "red_pin", "red_sou"} {
		aka[i], _ = strconv.Atoi(opts[k])
	}
	if aka != [3]int{} {
		disp += "赤"
	}
	b, _ := json.Marshal(map[string]any{"disp": disp, "aka51": aka[0], "aka52": aka[1], "aka53": aka[2], "jantaku": jr})
	return b
}

// ruleGame reads the "jantaku" entry of a log's rule; ok is false for a
// log without one (tenhou's own, or one written elsewhere).
func ruleGame(rule json.RawMessage) (jr jantakuRule, ok bool, err error) {
	var r struct {
		Jantaku *jantakuRule `json:"jantaku"`
	}
	if len(rule) == 0 || json.Unmarshal(rule, &r) != nil || r.Jantaku == nil {
		return jr, false, nil
	}
	jr = *r.Jantaku
	switch jr.Variant {
	case riichi.Variant{}.ID(), maikoID:
		return jr, true, nil
	}
	return jr, false, fmt.Errorf("tenhou: the log's rule names the variant %q, which has no tenhou.net/6 form", jr.Variant)
}

// ErrNotTheGame says a maiko log's rounds are not what its game exports.
var ErrNotTheGame = errors.New("tenhou: the log is not what its game's record exports")

// importMaiko rebuilds the maiko game a log's rule carries and checks that
// it exports to exactly the log's rounds and final scores.
func importMaiko(l Log, jr jantakuRule) (record.Record, error) {
	if jr.Game == nil {
		return record.Record{}, errors.New("tenhou: a maiko log's rule has no game and actions: its dummy's part cannot be read from the log alone")
	}
	cfg := *jr.Game
	cfg.Options = jr.Options
	rec := record.Record{Format: record.Format, Variant: maikoID, Config: cfg, Actions: jr.Actions}
	reg := engine.NewRegistry(maiko.Variant{})
	g, err := record.Replay(reg, rec, nil)
	if err != nil {
		return rec, err
	}
	if g.Over() {
		res := g.Result()
		rec.Result = &res
	}
	again, err := Export(reg, rec, nil)
	if err != nil {
		return rec, err
	}
	if len(again.Rounds) != len(l.Rounds) {
		return rec, fmt.Errorf("%w: it has %d rounds, the game %d", ErrNotTheGame, len(l.Rounds), len(again.Rounds))
	}
	for i := range l.Rounds {
		a, _ := json.Marshal(l.Rounds[i])
		b, _ := json.Marshal(again.Rounds[i])
		if string(a) != string(b) {
			return rec, fmt.Errorf("%w: round %d differs", ErrNotTheGame, i+1)
		}
	}
	a, _ := json.Marshal(l.Final)
	b, _ := json.Marshal(again.Final)
	if string(a) != string(b) {
		return rec, fmt.Errorf("%w: the final scores differ", ErrNotTheGame)
	}
	return rec, nil
}
