package tenhou

import (
	"encoding/json"
	"fmt"

	"jantaku/engine"
	"jantaku/tile"
	"jantaku/variant/riichi"
)

// ScriptOption is the option of Scripted that carries the walls: a JSON
// list of riichi.HandScript, tiles in the shared notation ("5m", "0p");
// the first hand's Start, if any, says where a game shared from a later
// hand begins.
const ScriptOption = "script"

// optText is the kind of an option whose value is free text: the engine
// checks only the kinds it knows, so a text option is taken as written.
const optText engine.OptKind = "text"

// Scripted is riichi whose hands are dealt from the script option: the
// variant of imported logs, so an imported record replays on its own.
type Scripted struct{}

var _ engine.Variant = Scripted{}

// ID implements engine.Variant.
func (Scripted) ID() string { return "riichi-scripted" }

// Name implements engine.Variant.
func (Scripted) Name() string { return "Riichi mahjong with scripted walls (imported logs)" }

// Players implements engine.Variant.
func (Scripted) Players() (int, int) { return riichi.Seats, riichi.Seats }

// Options implements engine.Variant: riichi's and the script.
func (Scripted) Options() []engine.Option {
	return append(riichi.Variant{}.Options(), engine.Option{Key: ScriptOption, Kind: optText, Default: "[]",
		Doc: "the hands' tiles as a JSON list of {Hands, Draws, Rinshan, Dora, Ura}, the first with Start {Wind, Dealer, Honba, Sticks, Scores} if the game begins after East 1; later hands are shuffled"})
}

// Tiles implements engine.Variant.
func (Scripted) Tiles(opts engine.Options) *tile.Set { return riichi.Variant{}.Tiles(opts) }

// New implements engine.Variant.
func (Scripted) New(cfg engine.Config) (engine.Game, error) { return NewGame(cfg) }

// NewGame starts a riichi game dealt from cfg's script option.
func NewGame(cfg engine.Config) (*riichi.Game, error) {
	opts := make(engine.Options, len(cfg.Options))
	var script []riichi.HandScript
	for k, v := range cfg.Options {
		if k != ScriptOption {
			opts[k] = v
			continue
		}
		if err := json.Unmarshal([]byte(v), &script); err != nil {
			return nil, fmt.Errorf("tenhou: option %s: %w", ScriptOption, err)
		}
	}
	cfg.Options = opts
	return riichi.NewScripted(cfg, script)
}

// encodeScript writes a script as the option's value.
func encodeScript(s []riichi.HandScript) string {
	b, _ := json.Marshal(s) // tiles and slices always encode
	return string(b)
}

// Plays names the variant whose game Scripted deals: riichi's, which
// viewers draw and name it by.
func (Scripted) Plays() string { return "riichi" }
