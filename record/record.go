// Package record stores games as (variant, config, actions) and replays
// them through the engine. A record is exactly what makes a game: the same
// record always replays to the same events and result.
package record

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"

	"jantaku/engine"
)

// Format names this file format inside each record, so later versions can
// tell it apart.
const Format = "jantaku-record/1"

// Record is one game.
type Record struct {
	Format  string              `json:"format"`
	Variant string              `json:"variant"`
	Config  engine.Config       `json:"config"`
	Actions []engine.SeatAction `json:"actions"`
	// Result is the result the game reached when recorded, if it ended.
	Result *engine.Result `json:"result,omitempty"`
}

// Read decodes one record, refusing unknown fields and formats.
func Read(r io.Reader) (Record, error) {
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	var rec Record
	if err := dec.Decode(&rec); err != nil {
		return rec, fmt.Errorf("record: %w", err)
	}
	if rec.Format != Format {
		return rec, fmt.Errorf("record: format %q, want %q", rec.Format, Format)
	}
	return rec, nil
}

// Write encodes one record, indented for people.
func Write(w io.Writer, rec Record) error {
	rec.Format = Format
	enc := json.NewEncoder(w)
	enc.SetIndent("", " ")
	return enc.Encode(rec)
}

// Opening is the index Replay gives the game's opening events (the first
// deal, made before any action) in its call of each.
const Opening = -1

// Replay starts the recorded game and applies every action. When each is
// not nil it is called first with i = Opening, no action and the game's
// opening events (engine.Game.Opening), then with the index, action and
// events of each action. It stops at the first action the engine refuses.
func Replay(reg *engine.Registry, rec Record, each func(i int, sa engine.SeatAction, evs []engine.Event)) (engine.Game, error) {
	v, err := reg.Get(rec.Variant)
	if err != nil {
		return nil, err
	}
	g, _, err := engine.NewGame(v, rec.Config)
	if err != nil {
		return nil, err
	}
	if each != nil {
		each(Opening, engine.SeatAction{Seat: engine.Spectator}, g.Opening())
	}
	for i, sa := range rec.Actions {
		evs, err := g.Apply(sa.Seat, sa.Action)
		if err != nil {
			return g, fmt.Errorf("action %d: %w", i, err)
		}
		if each != nil {
			each(i, sa, evs)
		}
	}
	return g, nil
}

// ErrMismatch is wrapped by Verify when a replay differs from the record.
var ErrMismatch = errors.New("replay differs from the record")

// Verify replays rec and checks that every action is legal and, when the
// record has a result, that the game ended with exactly that result.
func Verify(reg *engine.Registry, rec Record) error {
	g, err := Replay(reg, rec, nil)
	if err != nil {
		return err
	}
	if rec.Result == nil {
		return nil
	}
	if !g.Over() {
		return fmt.Errorf("%w: the record has a result but the game is not over after %d actions", ErrMismatch, len(rec.Actions))
	}
	if got := g.Result(); !reflect.DeepEqual(got, *rec.Result) {
		gb, _ := json.Marshal(got)
		wb, _ := json.Marshal(rec.Result)
		return fmt.Errorf("%w: result %s, recorded %s", ErrMismatch, gb, wb)
	}
	return nil
}
