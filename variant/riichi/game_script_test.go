package riichi

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"jantaku/internal/refdata"
	"jantaku/tile"
)

// The scripted games of testdata/riichi/script.json, as read for
// the replay test. Seats there are "l", counted from the hand's dealer;
// final results are by player, and player qijia deals first.

type scriptGame struct {
	Title string             `json:"title"`
	Qijia int                `json:"qijia"`
	Log   [][]map[string]any `json:"log"`
	Defen []int              `json:"defen"`
	Rank  []int              `json:"rank"`
	Point []string           `json:"point"`
}

func loadScriptGames() ([]scriptGame, error) {
	b, err := os.ReadFile(filepath.Join(refdata.Riichi(), "script.json"))
	if err != nil {
		return nil, err
	}
	var games []scriptGame
	return games, json.Unmarshal(b, &games)
}

// scriptTiles reads majiang notation ("m123p0z11", suit letter first) into
// tiles; it skips the marks + = - * _ and stops at a comma.
func scriptTiles(s string) ([]tile.Tile, error) {
	var out []tile.Tile
	suit := byte(0)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ',':
			return out, nil
		case c == 'm' || c == 'p' || c == 's' || c == 'z':
			suit = c
		case c >= '0' && c <= '9':
			if suit == 0 {
				return nil, fmt.Errorf("digit before a suit in %q", s)
			}
			t, err := tile.ParseAny(string([]byte{c, suit}))
			if err != nil {
				return nil, err
			}
			out = append(out, t...)
		case strings.IndexByte("+=-*_", c) >= 0:
		default:
			return nil, fmt.Errorf("unexpected %q in %q", c, s)
		}
	}
	return out, nil
}

func scriptTile(s string) (tile.Tile, error) {
	ts, err := scriptTiles(s)
	if err != nil {
		return 0, err
	}
	if len(ts) != 1 {
		return 0, fmt.Errorf("%q is %d tiles, want one", s, len(ts))
	}
	return ts[0], nil
}

// scriptHands builds each round's HandScript, by seat from the first
// dealer.
func scriptHands(g scriptGame) ([]HandScript, error) {
	var out []HandScript
	for _, round := range g.Log {
		var hs HandScript
		dealer := 0
		for _, ev := range round {
			for name, body := range ev {
				m, _ := body.(map[string]any)
				var err error
				switch name {
				case "qipai":
					dealer = int(m["jushu"].(float64))
					for l, h := range m["shoupai"].([]any) {
						hs.Hands[(dealer+l)%Seats], err = scriptTiles(h.(string))
						if err != nil {
							return nil, err
						}
					}
					err = appendTile(&hs.Dora, m["baopai"])
				case "zimo":
					err = appendTile(&hs.Draws, m["p"])
				case "gangzimo":
					err = appendTile(&hs.Rinshan, m["p"])
				case "kaigang":
					err = appendTile(&hs.Dora, m["baopai"])
				case "hule":
					if ura, ok := m["fubaopai"].([]any); ok && len(hs.Ura) == 0 {
						for _, u := range ura {
							if err = appendTile(&hs.Ura, u); err != nil {
								break
							}
						}
					}
				}
				if err != nil {
					return nil, err
				}
			}
		}
		out = append(out, hs)
	}
	return out, nil
}

func appendTile(dst *[]tile.Tile, v any) error {
	s, _ := v.(string)
	t, err := scriptTile(s)
	if err != nil {
		return err
	}
	*dst = append(*dst, t)
	return nil
}
