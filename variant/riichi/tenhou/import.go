package tenhou

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"jantaku/engine"
	"jantaku/record"
	"jantaku/variant/riichi"
)

// MismatchError says where the engine, playing a log's moves, parts from
// the log: a move it refuses, or a round whose score changes differ.
type MismatchError struct {
	Round int // 1-based
	Msg   string
}

func (e *MismatchError) Error() string { return fmt.Sprintf("tenhou: round %d: %s", e.Round, e.Msg) }

// Is makes a MismatchError match record.ErrMismatch.
func (e *MismatchError) Is(target error) bool { return target == record.ErrMismatch }

// Parse reads a tenhou.net/6 log.
func Parse(data []byte) (Log, error) {
	var l Log
	if err := json.Unmarshal(data, &l); err != nil {
		return l, fmt.Errorf("tenhou: %w", err)
	}
	if len(l.Rounds) == 0 {
		return l, errors.New("tenhou: the log has no rounds")
	}
	return l, nil
}

// Import reads a tenhou.net/6 log and plays it through the engine under
// tenhou's rules (the "tenhou" preset plus opts), checking that every move
// is legal and every round's score changes equal the log's. The record is
// of the variant Scripted. A log with final scores ("sc") is a whole
// game: the game must end with its last round, at those scores, and the
// record carries the result. A log without is some rounds of a game (as
// hands are shared): the record stops after its last round, no result.
// The game begins where the log's first round does (its kyoku, counters,
// deposits and scores): a start no game under the rules reaches is a
// *StartError.
func Import(data []byte, opts engine.Options) (record.Record, error) {
	l, err := Parse(data)
	if err != nil {
		return record.Record{}, err
	}
	return ImportLog(l, opts)
}

// ImportLog is Import of a parsed log. A round may read in more than one
// way (a call string does not say which discard it took); each round
// takes the first reading the engine plays through to the log's deltas.
func ImportLog(l Log, opts engine.Options) (record.Record, error) {
	o := engine.Options{riichi.PresetOption: "tenhou"}
	redFives(l.Rule, o)
	if err := lobbyRules(l.Rule, o); err != nil {
		return record.Record{}, err
	}
	if jr, ok, err := ruleGame(l.Rule); err != nil {
		return record.Record{}, err
	} else if ok && jr.Variant == maikoID {
		return importMaiko(l, jr)
	} else if ok {
		o = engine.Options{} // jantaku's own export: the rules it was played by
		maps.Copy(o, jr.Options)
	}
	for k, v := range opts {
		o[k] = v
	}
	start, err := startOf(l.Rounds[0], o)
	if err != nil {
		return record.Record{}, err
	}
	var plans []plan
	for i := range l.Rounds {
		var chosen *plan
		var first error
		tries := 0
		err := walk(&l.Rounds[i], i, func(p plan) error {
			if tries++; tries > maxReadings {
				return errGiveUp
			}
			if _, err := drive(l, o, start, append(plans[:i:i], p), i+1); err != nil {
				if first == nil {
					first = err
				}
				return err
			}
			chosen = &p
			return nil
		})
		if chosen == nil {
			if first != nil {
				err = first // the engine's reason for the likeliest reading
			}
			return record.Record{}, err
		}
		plans = append(plans, *chosen)
	}
	d, err := drive(l, o, start, plans, len(plans))
	return d.rec, err
}

// drive plays plans through a new game, begun at start (nil: East 1),
// until rounds have ended.
func drive(l Log, o engine.Options, start *riichi.Start, plans []plan, rounds int) (*driver, error) {
	script := make([]riichi.HandScript, len(plans))
	for i, p := range plans {
		script[i] = p.script
	}
	if len(script) > 0 {
		script[0].Start = start
	}
	o = maps.Clone(o)
	o[ScriptOption] = encodeScript(script)
	d := &driver{log: &l, plans: plans, stop: rounds}
	resolved, err := engine.ResolveOptions(Scripted{}.Options(), o)
	if err != nil {
		return d, err
	}
	d.pao = paoRule(resolved)
	cfg := engine.Config{Players: riichi.Seats, Options: resolved}
	if d.g, err = NewGame(cfg); err != nil {
		return d, err
	}
	d.rec = record.Record{Format: record.Format, Variant: Scripted{}.ID(), Config: cfg}
	return d, d.play()
}

// driver plays a log's plans through a game.
type driver struct {
	log    *Log
	plans  []plan
	stop   int // rounds to play: fewer than the log's while a reading is tried
	g      *riichi.Game
	rec    record.Record
	round  int // the round being played, 0-based
	turn   [4]int
	offers int // offers made this round
	deltas [][4]int
	paos   []int // per win of the round, the seat the engine made liable, or -1
	pao    bool  // the pao rule is on
	ended  int   // rounds ended
	over   bool  // the round has ended; its deltas are not checked yet
}

func (d *driver) mismatch(format string, args ...any) error {
	return &MismatchError{Round: d.round + 1, Msg: fmt.Sprintf(format, args...)}
}

func (d *driver) play() error {
	if err := d.events(d.g.Opening()); err != nil {
		return err
	}
	for steps := 0; !d.g.Over(); steps++ {
		if d.ended == d.stop {
			if d.partial() {
				return nil // a log of some rounds, not a whole game: no result
			}
			return d.mismatch("the log ends but the game goes on")
		}
		seats := d.g.ToAct()
		if len(seats) == 0 || steps > 100000 {
			return d.mismatch("the game is stuck")
		}
		s := seats[0]
		a, err := d.decide(int(s), d.g.Legal(s))
		if err != nil {
			return err
		}
		evs, err := d.g.Apply(s, a)
		if err != nil {
			return d.mismatch("seat %d may not %v: %v", s, a, err)
		}
		d.rec.Actions = append(d.rec.Actions, engine.SeatAction{Seat: s, Action: a})
		if err := d.events(evs); err != nil {
			return err
		}
	}
	if d.ended != d.stop {
		return d.mismatch("the game ends after %d of the log's %d rounds", d.ended, len(d.plans))
	}
	res := d.g.Result()
	d.rec.Result = &res
	return d.checkFinal(res)
}

// partial reports whether the game may go on past the rounds played: a
// log without final scores, or a reading being tried.
func (d *driver) partial() bool { return len(d.log.Final) == 0 || d.stop < len(d.log.Rounds) }

// checkFinal compares the final scores with the log's sc, if it has one.
func (d *driver) checkFinal(res engine.Result) error {
	if len(d.log.Final) != 2*riichi.Seats {
		return nil
	}
	for s := range riichi.Seats {
		if want := int(math.Round(d.log.Final[2*s])); want != res.Scores[s] {
			return d.mismatch("final score of seat %d is %d, the log says %d", s, res.Scores[s], want)
		}
	}
	return nil
}

// events follows hands' starts and ends; a hand's end and the next
// hand's start come in one Apply.
func (d *driver) events(evs []engine.Event) error {
	for _, e := range evs {
		switch e.Type {
		case engine.EvIndicator:
			if hs, ok := e.Data.(riichi.HandStart); ok {
				if err := d.finishRound(); err != nil {
					return err
				}
				if err := d.start(hs); err != nil {
					return err
				}
			}
		case engine.EvAct:
			switch e.Action.Type {
			case engine.Discard, engine.Riichi, engine.Ankan, engine.Kakan:
				d.offers++
			}
		case engine.EvWin:
			wd := e.Data.(riichi.WinData)
			d.deltas = append(d.deltas, wd.Deltas)
			d.paos = append(d.paos, liable(wd, d.pao))
			d.over = true
		case engine.EvDrawGame:
			d.deltas = append(d.deltas, e.Data.(riichi.DrawData).Deltas)
			d.over = true
		}
	}
	return d.finishRound()
}

// finishRound checks the deltas of a round that has ended.
func (d *driver) finishRound() error {
	if !d.over {
		return nil
	}
	end := d.log.Rounds[d.round].End
	want := end.Deltas
	if len(want) == 0 {
		want = [][4]int{{}}
	}
	got, paos := d.deltas, d.paos
	d.deltas, d.paos, d.over = nil, nil, false
	d.ended++
	if !slices.Equal(got, want) {
		return d.mismatch("score changes %v, the log says %v (%s)", got, want, end.Name)
	}
	return d.checkPao(end, paos)
}

// checkPao compares the seats the engine made liable (包) with the log's.
func (d *driver) checkPao(end End, paos []int) error {
	for i := range end.Info {
		want, err := end.paoSeat(i)
		if err != nil {
			return err
		}
		got := -1
		if i < len(paos) {
			got = paos[i]
		}
		if got != want {
			return d.mismatch("win %d: the engine makes %s liable (包), the log %s", i+1, seatName(got), seatName(want))
		}
	}
	return nil
}

func seatName(s int) string {
	if s < 0 {
		return "nobody"
	}
	return fmt.Sprintf("seat %d", s)
}

// start checks a new hand against the next round of the log.
func (d *driver) start(hs riichi.HandStart) error {
	if hs.Hand >= len(d.plans) {
		if d.partial() {
			return nil // the log stops here: play ends after this Apply
		}
		return d.mismatch("the game deals a hand the log does not have")
	}
	d.round = hs.Hand
	r := &d.log.Rounds[d.round]
	d.turn, d.offers = [4]int{}, 0
	if got := hs.Wind*4 + hs.Dealer; got != r.Kyoku || hs.Honba != r.Honba || hs.Sticks != r.Sticks || hs.Scores != r.Scores {
		return d.mismatch("the hand starts as kyoku %d, %d honba, %d sticks, scores %v; the log has %d, %d, %d, %v",
			got, hs.Honba, hs.Sticks, hs.Scores, r.Kyoku, r.Honba, r.Sticks, r.Scores)
	}
	return nil
}

// decide picks seat s's action from the plan.
func (d *driver) decide(s int, legal []engine.Action) (engine.Action, error) {
	has := func(t engine.ActionType) bool {
		return slices.ContainsFunc(legal, func(a engine.Action) bool { return a.Type == t })
	}
	p := &d.plans[d.round]
	end := d.log.Rounds[d.round].End
	switch {
	case has(engine.Stop):
		return engine.Action{Type: engine.Pass}, nil
	case has(engine.Pass):
		a := d.respond(s, p, end)
		if a.Type == engine.Ron && end.Name == "三家和了" && !has(engine.Ron) {
			a = engine.Action{Type: engine.Pass} // a seat of the three-ron draw's window that cannot win
		}
		if a.Type == engine.Ron {
			if i := slices.IndexFunc(legal, func(l engine.Action) bool { return l.Type == engine.Ron }); i >= 0 {
				a = legal[i]
			}
		}
		return a, nil
	}
	if d.turn[s] < len(p.turns[s]) {
		d.turn[s]++
		a := p.turns[s][d.turn[s]-1]
		if a.Flag == riichi.FlagTsumogiri && !engine.Contains(legal, a) {
			a.Flag = "" // the drawn tile has no twin: the game needs no mark
		}
		return a, nil
	}
	for i := range end.Info {
		if w, f, err := end.winner(i); err == nil && w == s && f == s {
			return engine.Action{Type: engine.Tsumo}, nil
		}
	}
	if end.Name == "九種九牌" {
		return engine.Action{Type: engine.Abort}, nil
	}
	return engine.Action{}, d.mismatch("seat %d must move but the log has no more moves for it", s)
}

// respond answers an offer: the log's call, a ron on the round's last
// offer, or a pass.
func (d *driver) respond(s int, p *plan, end End) engine.Action {
	k := d.offers - 1
	if k == len(p.offers)-1 && end.Name == "三家和了" {
		return engine.Action{Type: engine.Ron} // all three ron, and the hand is drawn
	}
	if k == len(p.offers)-1 {
		for i := range end.Info {
			if w, f, err := end.winner(i); err == nil && w == s && f != s {
				return engine.Action{Type: engine.Ron}
			}
		}
	}
	if k >= 0 && k < len(p.offers) && p.offers[k].callSeat == s {
		return p.offers[k].call
	}
	return engine.Action{Type: engine.Pass}
}

// redFives sets the red five options from the log's rule: "aka" red fives
// of each suit, or "aka51", "aka52", "aka53" by suit.
func redFives(rule json.RawMessage, o engine.Options) {
	var r struct {
		Aka                 *int
		Aka51, Aka52, Aka53 *int
	}
	if json.Unmarshal(rule, &r) != nil {
		return
	}
	keys := []string{"red_man", "red_pin", "red_sou"}
	for i, n := range []*int{r.Aka51, r.Aka52, r.Aka53} {
		if n == nil {
			n = r.Aka
		}
		if n != nil {
			o[keys[i]] = strconv.Itoa(*n)
		}
	}
}

// ErrThreePlayer says a log is of three-player mahjong, which jantaku's
// riichi does not play.
var ErrThreePlayer = errors.New("tenhou: a three-player (三麻) log")

// lobbyRules sets the rules tenhou's rule name ("disp") spells, when it is
// one of tenhou's: 東 an East-only game, 南 East and South; without 喰 no
// open tanyao; 三 three players. Other names (a log of one's own) set
// nothing.
func lobbyRules(rule json.RawMessage, o engine.Options) error {
	var r struct{ Disp string }
	if json.Unmarshal(rule, &r) != nil {
		return nil
	}
	switch {
	case strings.Contains(r.Disp, "南"):
		o["winds"] = "2"
	case strings.Contains(r.Disp, "東"):
		o["winds"] = "1"
	default:
		return nil
	}
	if strings.Contains(r.Disp, "三") {
		return fmt.Errorf("%w: %q", ErrThreePlayer, r.Disp)
	}
	if !strings.Contains(r.Disp, "喰") {
		o["open_tanyao"] = "false"
	}
	return nil
}
