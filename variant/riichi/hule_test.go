package riichi

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"jantaku/engine"
	"jantaku/internal/refdata"
	"jantaku/tile"
)

// huleCase is one hand of testdata/riichi/hule.json.
type huleCase struct {
	In struct {
		Shoupai string `json:"shoupai"`
		Rongpai string `json:"rongpai"`
		Param   struct {
			Zhuangfeng int            `json:"zhuangfeng"`
			Menfeng    int            `json:"menfeng"`
			Hupai      map[string]any `json:"hupai"`
			Baopai     []string       `json:"baopai"`
			Fubaopai   []string       `json:"fubaopai"`
			Jicun      struct {
				Changbang int `json:"changbang"`
				Lizhibang int `json:"lizhibang"`
			} `json:"jicun"`
		} `json:"param"`
	} `json:"in"`
	Out struct {
		Hupai []struct {
			Name   string `json:"name"`
			Fanshu any    `json:"fanshu"`
		} `json:"hupai"`
		Fu        *int  `json:"fu"`
		Fanshu    *int  `json:"fanshu"`
		Damanguan *int  `json:"damanguan"`
		Defen     int   `json:"defen"`
		Fenpei    []int `json:"fenpei"`
	} `json:"out"`
}

func loadHule(t testing.TB) []huleCase {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(refdata.Riichi(), "hule.json"))
	if err != nil {
		t.Fatal(err)
	}
	var cs []huleCase
	if err := json.Unmarshal(b, &cs); err != nil {
		t.Fatal(err)
	}
	return cs
}

// huleInput turns a golden case into Evaluate's arguments. The seats are
// numbered by wind: the dealer is seat 0 and the winner seat menfeng.
func huleInput(t testing.TB, c *huleCase) (Hand, WinContext) {
	t.Helper()
	p := c.In.Param
	ctx := WinContext{Winner: p.Menfeng, Dealer: 0, RoundWind: tile.East + tile.Kind(p.Zhuangfeng),
		Honba: p.Jicun.Changbang, Sticks: p.Jicun.Lizhibang}
	mh, err := ParseMajiangHand(c.In.Shoupai, p.Menfeng)
	if err != nil {
		t.Fatal(err)
	}
	h := Hand{Concealed: mh.Concealed, Melds: mh.Melds}
	if c.In.Rongpai == "" {
		ctx.Tsumo = true
		h.Win = h.Concealed[len(h.Concealed)-1]
	} else {
		mt, err := ParseMajiangTile(c.In.Rongpai)
		if err != nil {
			t.Fatal(err)
		}
		h.Win = mt.Tile
		h.Concealed = append(h.Concealed, mt.Tile)
		ctx.From = (p.Menfeng + mt.Offset) % Seats
	}
	flag := func(k string) float64 {
		switch v := p.Hupai[k].(type) {
		case float64:
			return v
		case bool:
			if v {
				return 1
			}
		}
		return 0
	}
	ctx.Riichi = flag("lizhi") == 1
	ctx.DoubleRiichi = flag("lizhi") == 2
	ctx.Ippatsu = flag("yifa") == 1
	ctx.Chankan = flag("qianggang") == 1
	ctx.Rinshan = flag("lingshang") == 1
	ctx.Haitei = flag("haidi") == 1
	ctx.Houtei = flag("haidi") == 2
	ctx.Tenhou = flag("tianhu") == 1
	ctx.Chiihou = flag("tianhu") == 2
	for _, s := range p.Baopai {
		ctx.Dora = append(ctx.Dora, mustMajiangTile(t, s))
	}
	for _, s := range p.Fubaopai {
		ctx.Ura = append(ctx.Ura, mustMajiangTile(t, s))
	}
	return h, ctx
}

func mustMajiangTile(t testing.TB, s string) tile.Tile {
	t.Helper()
	mt, err := ParseMajiangTile(s)
	if err != nil {
		t.Fatal(err)
	}
	return mt.Tile
}

// TestHule scores all 10,000 golden hands: yaku and their han, han, fu,
// points and every seat's delta must match.
func TestHule(t *testing.T) {
	cases := loadHule(t)
	if len(cases) != 10000 {
		t.Fatalf("hule.json has %d hands, want 10000", len(cases))
	}
	r := DefaultRules()
	fails := 0
	for i := range cases {
		c := &cases[i]
		h, ctx := huleInput(t, c)
		s, err := Evaluate(&r, h, ctx)
		if err != nil {
			t.Errorf("hand %d %s %s: %v", i, c.In.Shoupai, c.In.Rongpai, err)
			fails++
		} else if msg := compareHule(c, &s, Deltas(&r, s, ctx)); msg != "" {
			t.Errorf("hand %d %s %s: %s", i, c.In.Shoupai, c.In.Rongpai, msg)
			fails++
		}
		if fails >= 20 {
			t.Fatal("too many failures")
		}
	}
}

func compareHule(c *huleCase, s *Score, d [Seats]int) string {
	var got, want []string
	for _, y := range s.Yaku {
		v := y.Han
		if y.Yakuman > 0 {
			v = -y.Yakuman
		}
		got = append(got, y.Name+":"+itoa(v))
	}
	for _, y := range c.Out.Hupai {
		switch v := y.Fanshu.(type) {
		case float64:
			want = append(want, y.Name+":"+itoa(int(v)))
		case string:
			want = append(want, y.Name+":"+itoa(-len(v)))
		}
	}
	o := &c.Out
	switch {
	case !slices.Equal(got, want):
		return "yaku " + join(got) + ", want " + join(want)
	case o.Damanguan != nil && s.Yakuman != *o.Damanguan:
		return "yakuman " + itoa(s.Yakuman) + ", want " + itoa(*o.Damanguan)
	case o.Fanshu != nil && s.Han != *o.Fanshu:
		return "han " + itoa(s.Han) + ", want " + itoa(*o.Fanshu)
	case o.Fu != nil && s.Fu != *o.Fu:
		return "fu " + itoa(s.Fu) + ", want " + itoa(*o.Fu)
	case s.Points != o.Defen:
		return "points " + itoa(s.Points) + ", want " + itoa(o.Defen)
	case !slices.Equal(d[:], o.Fenpei):
		return "deltas " + fmtInts(d[:]) + ", want " + fmtInts(o.Fenpei)
	}
	return ""
}

// TestScorerHule puts every golden hand through the Scorer, as `jantaku
// score` does: the points and the yaku (name and han) must match.
func TestScorerHule(t *testing.T) {
	for i, c := range loadHule(t) {
		h, ctx := huleInput(t, &c)
		q := engine.ScoreQuery{Players: Seats, Hand: h.Concealed, Melds: h.Melds, Win: h.Win, Tsumo: ctx.Tsumo,
			Dealer: ctx.Winner == 0, SeatWind: ctx.SeatWind(), RoundWind: ctx.RoundWind, Dora: ctx.Dora, Ura: ctx.Ura,
			Honba: ctx.Honba, Sticks: ctx.Sticks, Flags: map[engine.Flag]bool{
				engine.FlagRiichi: ctx.Riichi, engine.FlagDoubleRiichi: ctx.DoubleRiichi, engine.FlagIppatsu: ctx.Ippatsu,
				engine.FlagRinshan: ctx.Rinshan, engine.FlagChankan: ctx.Chankan, engine.FlagHaitei: ctx.Haitei,
				engine.FlagHoutei: ctx.Houtei, engine.FlagTenhou: ctx.Tenhou, engine.FlagChiihou: ctx.Chiihou}}
		a, err := Scorer{}.Score(q)
		if err != nil || !a.Win {
			t.Fatalf("hand %d %s: %v %s", i, c.In.Shoupai, err, a.Reason)
		}
		var got, want []string
		for _, y := range a.Yaku {
			got = append(got, fmt.Sprintf("%s:%d", y.Name, y.Value))
		}
		for _, y := range c.Out.Hupai {
			v, ok := y.Fanshu.(float64)
			if !ok {
				v = float64(len(y.Fanshu.(string)))
			}
			want = append(want, fmt.Sprintf("%s:%d", y.Name, int(v)))
		}
		if a.Points != c.Out.Defen || !slices.Equal(got, want) {
			t.Fatalf("hand %d %s: %d %v, want %d %v", i, c.In.Shoupai, a.Points, got, c.Out.Defen, want)
		}
	}
}
