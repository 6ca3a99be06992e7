package suzume

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"jantaku/engine"
)

func TestOptions(t *testing.T) {
	r, err := RulesFrom(engine.Options{OptMinPoints: "0", OptStartPoints: "25", OptLaps: "2", OptMistakenWins: "true"})
	if err != nil {
		t.Fatal(err)
	}
	back, err := RulesFrom(r.Options())
	if err != nil || !reflect.DeepEqual(back.Options(), r.Options()) || back.MinPoints != 0 || back.StartPoints != 25 || back.Laps != 2 || !back.MistakenWins {
		t.Fatalf("round trip: %+v, %v", back, err)
	}
	defaults, err := engine.ResolveOptions(Variant{}.Options(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if d, _ := RulesFrom(defaults); !reflect.DeepEqual(d.Options(), DefaultRules().Options()) {
		t.Errorf("the options' defaults %v differ from DefaultRules", defaults)
	}
	if b, err := json.Marshal(r); err != nil || !strings.Contains(string(b), `"id":"super_red","ja":"スーパーレッド","en":"super red","value":20`) {
		t.Errorf("the rules do not serialise: %s %v", b, err)
	}
	g := newTest(t, 3, engine.Options{OptStartPoints: "25"})
	if g.scores[0] != 25 {
		t.Errorf("start_points=25 starts with %d", g.scores[0])
	}
}

func TestOptionErrors(t *testing.T) {
	tests := []struct {
		name    string
		players int
		opts    engine.Options
	}{
		{"no laps", 4, engine.Options{OptLaps: "0"}},
		{"negative minimum", 4, engine.Options{OptMinPoints: "-1"}},
		{"negative start", 4, engine.Options{OptStartPoints: "-5"}},
		{"huge", 4, engine.Options{OptLaps: "100000"}},
		{"six players", 6, nil},
		{"one player", 1, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opts, err := engine.ResolveOptions(Variant{}.Options(), tt.opts)
			for k := range tt.opts { // out of the option's bounds: refused naming it
				if err != nil && !strings.Contains(err.Error(), "option "+k+":") {
					t.Fatalf("err = %v, want one naming %s", err, k)
				}
			}
			if err != nil {
				return
			}
			_, err = Variant{}.New(engine.Config{Players: tt.players, Options: opts})
			var oe *OptionError
			if !errors.As(err, &oe) {
				t.Fatalf("err = %v, want an *OptionError", err)
			}
		})
	}
	if _, _, err := engine.NewGame(Variant{}, engine.Config{Players: 3, Options: engine.Options{"nope": "1"}}); err == nil {
		t.Error("an unknown option was accepted")
	}
}
