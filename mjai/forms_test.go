package mjai

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"sort"
	"testing"

	"jantaku/bot"
	"jantaku/engine"
)

// eager plays every call, kan and abort it is offered (then wins, then
// riichi), so that games through mjai meet every kind of answer; anything
// else is the efficient bot's choice.
type eager struct{ b bot.Bot }

func (e eager) Choose(v engine.View, legal []engine.Action) engine.Action {
	for _, t := range []engine.ActionType{engine.Tsumo, engine.Ron, engine.Abort, engine.Ankan, engine.Kakan, engine.Minkan, engine.Pon, engine.Chi, engine.Riichi} {
		if i := indexOfType(legal, t); i >= 0 {
			return legal[i]
		}
	}
	return e.b.Choose(v, legal)
}

func indexOfType(legal []engine.Action, t engine.ActionType) int {
	return slices.IndexFunc(legal, func(a engine.Action) bool { return a.Type == t })
}

// formPeer is an mjai client that answers in every standard form in turn:
// it asks a Client for the answer and rewrites it as raw JSON, with and
// without the optional fields (tsumogiri, consumed of an added kan, target
// and pai of a win), with consumed tiles in either order. It counts each
// form sent.
type formPeer struct {
	c     *Client
	seen  map[string]int
	turns map[string]int // how often each answer type was rewritten
}

func (f *formPeer) run(r io.Reader, w io.Writer) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		var m Msg
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			return err
		}
		ans, err := f.c.Answer(m)
		if err != nil {
			return err
		}
		if _, err := fmt.Fprintln(w, f.rewrite(ans)); err != nil {
			return err
		}
		if m.Type == "end_game" {
			return nil
		}
	}
	return sc.Err()
}

// rewrite writes ans in the next of its forms.
func (f *formPeer) rewrite(ans Msg) string {
	n := f.turns[ans.Type]
	f.turns[ans.Type]++
	raw := map[string]any{"type": ans.Type}
	if ans.Actor != nil {
		raw["actor"] = *ans.Actor
	}
	form := ans.Type
	switch ans.Type {
	case "dahai":
		raw["pai"] = ans.Pai
		if n%2 == 0 {
			raw["tsumogiri"] = *ans.Tsumogiri
			form += "+tsumogiri"
		}
	case "chi", "pon", "daiminkan":
		raw["target"], raw["pai"] = *ans.Target, ans.Pai
		cons := slices.Clone(ans.Consumed)
		if n%2 == 1 {
			slices.Reverse(cons)
			form += "+reversed"
		}
		raw["consumed"] = cons
	case "ankan":
		raw["consumed"] = ans.Consumed
	case "kakan":
		switch n % 3 {
		case 0:
			raw["pai"], raw["consumed"] = ans.Pai, ans.Consumed
			form += "+pai+consumed"
		case 1:
			raw["pai"] = ans.Pai
			form += "+pai"
		case 2:
			raw["consumed"] = ans.Consumed
			form += "+consumed"
		}
	case "hora":
		if n%2 == 0 {
			raw["target"], raw["pai"] = *ans.Target, ans.Pai
			form += "+target+pai"
		}
	case "ryukyoku":
		raw["reason"] = ans.Reason
	}
	if ans.Type == "kakan" || ans.Type == "pon" || ans.Type == "daiminkan" || ans.Type == "chi" || ans.Type == "ankan" || ans.Type == "dahai" {
		for _, p := range append([]string{ans.Pai}, ans.Consumed...) {
			if len(p) == 3 {
				form += "+red"
				break
			}
		}
	}
	f.seen[form]++
	b, _ := json.Marshal(raw)
	return string(b)
}

// TestEveryAnswerForm plays whole games where every seat is a peer
// answering in every standard mjai form (calls of every kind, kans closed,
// open and added with and without consumed, red fives named, wins, nine
// terminals, riichi, none): Play must accept each as the legal action it
// names. The eager players call whatever they may, so added kans and
// robbed kans come often.
func TestEveryAnswerForm(t *testing.T) {
	want := []string{"none", "reach", "dahai", "dahai+tsumogiri", "dahai+red", "chi", "chi+reversed", "chi+red", "pon", "pon+reversed", "pon+red",
		"daiminkan", "daiminkan+reversed", "ankan", "kakan+pai+consumed", "kakan+pai", "kakan+consumed", "kakan+pai+consumed+red",
		"hora", "hora+target+pai", "ryukyoku"}
	seen := map[string]int{}
	missing := func() []string {
		var out []string
		for _, w := range want {
			if seen[w] == 0 {
				out = append(out, w)
			}
		}
		return out
	}
	for seed := uint64(1); seed <= 40 && len(missing()) > 0; seed++ {
		for k, n := range playForms(t, seed) {
			seen[k] += n
		}
	}
	t.Logf("forms sent: %v", seen)
	if m := missing(); len(m) > 0 {
		var got []string
		for k := range seen {
			got = append(got, k)
		}
		sort.Strings(got)
		t.Fatalf("forms never sent: %v (sent: %v)", m, got)
	}
}

// playForms plays one game of four form peers and returns the forms sent.
func playForms(t *testing.T, seed uint64) map[string]int {
	t.Helper()
	peers := make([]*formPeer, 4)
	playClients(t, seed, nil, func(s int, r io.Reader, w io.Writer) error {
		b, _ := bot.New("efficient", "riichi", seed*10+uint64(s))
		peers[s] = &formPeer{c: NewClient(eager{b}), seen: map[string]int{}, turns: map[string]int{}}
		return peers[s].run(r, w)
	})
	out := map[string]int{}
	for _, f := range peers {
		for k, n := range f.seen {
			out[k] += n
		}
	}
	return out
}
