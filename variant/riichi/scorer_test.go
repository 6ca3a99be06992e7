package riichi

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

func TestScorer(t *testing.T) {
	parse := func(s string) []tile.Tile { return tile.MustParse(s) }
	tests := []struct {
		name string
		q    engine.ScoreQuery
		want string // the answer as JSON, with the extra fields
	}{
		{name: "4 han 30 fu non-dealer tsumo", q: engine.ScoreQuery{
			Hand: parse("234m567p23488s68m7m"), Win: parse("7m")[0], Tsumo: true, SeatWind: tile.South, RoundWind: tile.East,
			Dora: parse("3s"), Flags: map[engine.Flag]bool{engine.FlagRiichi: true}},
			want: `{"win":true,"points":7900,"yaku":[{"id":"riichi","name":"立直","en":"Riichi","value":1},{"id":"menzen_tsumo","name":"門前清自摸和","en":"Menzen tsumo","value":1},{"id":"tanyao","name":"断幺九","en":"All simples","value":1},{"id":"dora","name":"ドラ","en":"Dora","value":1}],"payments":{"dealer":3900,"non_dealer":2000}} map[fu:30 han:4 yakuman:0]`},
		{name: "dealer tsumo", q: engine.ScoreQuery{
			Hand: parse("234m567p23488s67m5m"), Win: parse("5m")[0], Tsumo: true, Dealer: true, SeatWind: tile.East, RoundWind: tile.East},
			want: `{"win":true,"points":3900,"yaku":[{"id":"menzen_tsumo","name":"門前清自摸和","en":"Menzen tsumo","value":1},{"id":"pinfu","name":"平和","en":"Pinfu","value":1},{"id":"tanyao","name":"断幺九","en":"All simples","value":1}],"payments":{"each":1300}} map[fu:20 han:3 yakuman:0]`},
		{name: "ron with dora", q: engine.ScoreQuery{
			Hand: parse("234m567p23488s67m5m"), Win: parse("5m")[0], SeatWind: tile.West, RoundWind: tile.East,
			Dora: parse("4m"), Honba: 3, Sticks: 1},
			want: `{"win":true,"points":3900,"yaku":[{"id":"pinfu","name":"平和","en":"Pinfu","value":1},{"id":"tanyao","name":"断幺九","en":"All simples","value":1},{"id":"dora","name":"ドラ","en":"Dora","value":1}],"payments":{"ron":3900}} map[fu:30 han:3 yakuman:0]`},
		{name: "yakuman", q: engine.ScoreQuery{
			Hand: parse("19m19p19s1234567z1z"), Win: parse("1z")[0], SeatWind: tile.North, RoundWind: tile.South},
			want: `{"win":true,"points":64000,"yaku":[{"id":"kokushi_13","name":"国士無双十三面","en":"Thirteen orphans, 13-sided wait","value":2,"yakuman":true}],"payments":{"ron":64000}} map[fu:0 han:0 limit:yakuman yakuman:2]`},
		{name: "tenhou preset", q: engine.ScoreQuery{Options: engine.Options{"preset": "tenhou"},
			Hand: parse("19m19p19s1234567z1z"), Win: parse("1z")[0], SeatWind: tile.North, RoundWind: tile.South},
			want: `{"win":true,"points":32000,"yaku":[{"id":"kokushi_13","name":"国士無双十三面","en":"Thirteen orphans, 13-sided wait","value":1,"yakuman":true}],"payments":{"ron":32000}} map[fu:0 han:0 limit:yakuman yakuman:1]`},
		{name: "no yaku", q: engine.ScoreQuery{
			Hand: parse("234m567p23488s67m5m"), Win: parse("5m")[0], SeatWind: tile.West, RoundWind: tile.East,
			Melds: []engine.Meld{{Kind: engine.MeldChi, Tiles: parse("123s")}}},
			want: `error: riichi: not a whole riichi hand: 14 tiles in hand and 1 melds`},
		{name: "no shape", q: engine.ScoreQuery{
			Hand: parse("234m567p23488s69m5m"), Win: parse("5m")[0], SeatWind: tile.West, RoundWind: tile.East},
			want: `{"win":false,"reason":"riichi: the tiles do not make a winning shape","points":0,"yaku":[]} map[]`},
		{name: "open riichi", q: engine.ScoreQuery{
			Hand: parse("234m567p23488s67m5m"), Win: parse("5m")[0], SeatWind: tile.West, RoundWind: tile.East,
			Flags: map[engine.Flag]bool{engine.FlagRiichi: true, engine.FlagOpenRiichi: true}},
			want: `{"win":true,"points":7700,"yaku":[{"id":"riichi","name":"立直","en":"Riichi","value":1},{"id":"pinfu","name":"平和","en":"Pinfu","value":1},{"id":"tanyao","name":"断幺九","en":"All simples","value":1},{"id":"open_riichi","name":"オープン立直","en":"Open riichi","value":1}],"payments":{"ron":7700}} map[fu:30 han:4 yakuman:0]`},
		{name: "unknown flag", q: engine.ScoreQuery{
			Hand: parse("234m567p23488s67m5m"), Win: parse("5m")[0], SeatWind: tile.West,
			Flags: map[engine.Flag]bool{engine.FlagNagashi: true}},
			want: `error: riichi: flag "nagashi" is not a riichi flag`},
		{name: "dealer disagrees with the seat wind", q: engine.ScoreQuery{
			Hand: parse("234m567p23488s67m5m"), Win: parse("5m")[0], SeatWind: tile.West, Dealer: true},
			want: `error: riichi: not a whole riichi hand: seat wind 3z and dealer true disagree`},
	}
	// The prepared scorer (ScorerFor) answers the same, and so does
	// ScoreInto writing over the answer of the case before (in turn and
	// backwards, so each follows a win, a draw and an error).
	var reused engine.ScoreAnswer
	backwards := slices.Clone(tests)
	slices.Reverse(backwards)
	for _, tt := range append(slices.Clone(tests), backwards...) {
		a, err := Scorer{}.Score(tt.q)
		pa, perr := Scorer{}.ScorerFor(tt.q.Options).Score(tt.q)
		rerr := Scorer{}.ScorerFor(tt.q.Options).(engine.AnswerReuser).ScoreInto(tt.q, &reused)
		if fmt.Sprint(err) != fmt.Sprint(perr) || fmt.Sprint(err) != fmt.Sprint(rerr) ||
			err == nil && (!reflect.DeepEqual(a, pa) || !reflect.DeepEqual(a, reused)) {
			t.Errorf("%s: Score %+v %v, ScorerFor %+v %v, ScoreInto %+v %v", tt.name, a, err, pa, perr, reused, rerr)
		}
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, err := Scorer{}.Score(tt.q)
			got := ""
			if err != nil {
				got = "error: " + err.Error()
			} else {
				b, _ := json.Marshal(a)
				got = fmt.Sprintf("%s %v", b, mapOrEmpty(a.Extra))
			}
			if got != tt.want {
				t.Errorf("\n got %s\nwant %s", got, tt.want)
			}
		})
	}
}

func mapOrEmpty(m map[string]any) map[string]any {
	if m == nil {
		return map[string]any{}
	}
	return m
}

// ExampleEvaluate values a closed hand won on a discard with riichi.
func ExampleEvaluate() {
	r := DefaultRules()
	h := Hand{Concealed: tile.MustParse("234m567p23488s567m"), Win: tile.MustParse("5m")[0]}
	ctx := WinContext{Winner: 1, From: 3, Dealer: 0, RoundWind: tile.East, Riichi: true,
		Dora: tile.MustParse("4m"), Honba: 1, Sticks: 1}
	s, err := Evaluate(&r, h, ctx)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, y := range s.Yaku {
		fmt.Println(y.Name, y.English, y.Han)
	}
	fmt.Println(s.Han, "han", s.Fu, "fu:", s.Points)
	fmt.Println(Deltas(&r, s, ctx))
	// Output:
	// 立直 Riichi 1
	// 平和 Pinfu 1
	// 断幺九 All simples 1
	// ドラ Dora 1
	// 4 han 30 fu: 7700
	// [0 9000 0 -8000]
}

func TestOptionsAndPresets(t *testing.T) {
	specs := Options()
	def, err := engine.ResolveOptions(specs, nil)
	if err != nil {
		t.Fatal(err)
	}
	r, err := RulesFrom(def)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(r, DefaultRules()) {
		t.Errorf("rules from default options %+v, want %+v", r, DefaultRules())
	}
	if len(specs) != len(options)+1 {
		t.Errorf("%d options, want one per rule and the preset", len(specs))
	}
	for name, want := range Presets() {
		o, err := engine.ResolveOptions(specs, engine.Options{"preset": name})
		if err != nil {
			t.Fatal(err)
		}
		got, err := RulesFrom(o)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("preset %s: %+v %v, want %+v", name, got, err, want)
		}
	}
	o, _ := engine.ResolveOptions(specs, engine.Options{"preset": "tenhou", "kiriage_mangan": "true", "red_pin": "2"})
	got, err := RulesFrom(o)
	want := TenhouRules()
	want.KiriageMangan, want.RedFives[1] = true, 2
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("tenhou with overrides: %+v %v, want %+v", got, err, want)
	}
	if got.Tiles().RedCopies(tile.K(tile.Pin, 5)) != 2 || got.Tiles().Size() != 136 {
		t.Errorf("tile set does not follow red_pin")
	}
	for _, bad := range []engine.Options{{"double_wind_fu": "3"}, {"red_man": "5"}, {"preset": "nope"}, {"winds": "0"},
		{"uma": "big"}, {"last_dealer_stop": "maybe"}, {"riichi_min_tiles": "71"}, {"sudden_death": "yes please"}} {
		if _, err := RulesFrom(bad); err == nil {
			t.Errorf("RulesFrom(%v) accepted a bad value", bad)
		}
	}
}

// TestRulesRoundTrip checks that every rule survives being written as
// options and read back, so a record's options fix its rules.
func TestRulesRoundTrip(t *testing.T) {
	r := TenhouRules()
	r.RedFives, r.DoubleWindFu, r.Renhou, r.Winds, r.Kuikae = [3]int{0, 2, 1}, 2, RenhouMangan, 1, true
	r.Uma, r.LastDealerStop, r.SuddenDeath, r.TripleRon, r.RiichiMinTiles = [Seats]int{30, 10, -10, -30}, StopChoose, false, true, 8
	o := engine.Options{}
	for _, opt := range options {
		o[opt.spec.Key] = opt.get(&r)
	}
	got, err := RulesFrom(o)
	if err != nil || !reflect.DeepEqual(got, r) {
		t.Errorf("round trip: %+v %v, want %+v", got, err, r)
	}
}

// ExampleScorer answers `jantaku score` for a dealer's tsumo: 20 fu, 2
// for the tsumo and 4 for the pair of east (seat and round wind) make 26,
// rounded to 30.
func ExampleScorer() {
	q := engine.ScoreQuery{
		Hand:  tile.MustParse("123m456p789s11z67s8s"), // 8s drawn
		Win:   tile.MustParse("8s")[0],
		Tsumo: true, Dealer: true, SeatWind: tile.East, RoundWind: tile.East,
		Flags: map[engine.Flag]bool{engine.FlagRiichi: true},
	}
	a, err := Scorer{}.Score(q)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, y := range a.Yaku {
		fmt.Println(y.Name, y.Value)
	}
	fmt.Println(a.Points, a.Payments, a.Extra["han"], a.Extra["fu"])
	// Output:
	// 立直 1
	// 門前清自摸和 1
	// 3000 map[each:1000] 2 30
}
