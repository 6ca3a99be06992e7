package riichi

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"jantaku/hand"
	"jantaku/tile"
)

// TestTable checks the yaku table: ids in order and listed once, names
// set, values sensible, every conflict between known yaku.
func TestTable(t *testing.T) {
	seen := map[string]YakuID{}
	for i, y := range Table() {
		if y.ID != YakuID(i+1) {
			t.Errorf("entry %d has id %d", i, y.ID)
		}
		if got, ok := YakuByID(y.ID); !ok || got.Name != y.Name {
			t.Errorf("YakuByID(%d) = %v %v", y.ID, got.Name, ok)
		}
		if y.Name == "" || y.English == "" || !strings.HasPrefix(y.Rule, "#") || y.count == nil {
			t.Errorf("%d: incomplete entry %+v", y.ID, y)
		}
		if (y.Yakuman > 0) == (y.Closed > 0) || y.Open > y.Closed {
			t.Errorf("%s: han %d/%d and yakuman %d do not fit", y.Name, y.Closed, y.Open, y.Yakuman)
		}
		if other, dup := seen[y.Name]; dup && y.Name != "人和" {
			t.Errorf("%s named twice (%d, %d)", y.Name, other, y.ID)
		}
		seen[y.Name] = y.ID
	}
	if _, ok := YakuByID(numYaku); ok {
		t.Error("YakuByID accepts an id past the table")
	}
	for _, c := range conflicts {
		a, _ := YakuByID(c[0])
		b, _ := YakuByID(c[1])
		if a.Name == "" || b.Name == "" || (a.Yakuman > 0) != (b.Yakuman > 0) {
			t.Errorf("conflict %v between unlike yaku", c)
		}
	}
}

// TestDecomposerAgreesWithHand checks the riichi decomposer against
// hand.Decompose with the standard grammar on every golden hand.
func TestDecomposerAgreesWithHand(t *testing.T) {
	for i, c := range loadHule(t) {
		h, _ := huleInput(t, &c)
		var cc counts
		for _, x := range h.Concealed {
			cc[x.Kind()]++
		}
		need := 4 - len(h.Melds)
		var d decomposer
		d.split(&cc, reading{n: len(h.Melds)}, need)
		var got []string
		for _, rd := range d.out[:d.n] {
			got = append(got, readingString(rd.sets[len(h.Melds):rd.n], rd.pair))
		}
		var want []string
		for _, r := range hand.Decompose(hand.CountsOf(h.Concealed), hand.Standard{}, hand.Shape{Sets: need, Pair: true}) {
			var sets []set
			var pair tile.Kind
			for _, g := range r.Groups {
				switch g.Kind {
				case hand.Pair:
					pair = g.As
				case hand.Sequence:
					sets = append(sets, set{kind: sequence, first: g.As})
				default:
					sets = append(sets, set{kind: triplet, first: g.As})
				}
			}
			want = append(want, readingString(sets, pair))
		}
		sort.Strings(got)
		sort.Strings(want)
		if !slices.Equal(got, want) {
			t.Fatalf("hand %d %s: readings %v, want %v", i, c.In.Shoupai, got, want)
		}
	}
}

func readingString(sets []set, pair tile.Kind) string {
	var parts []string
	for _, s := range sets {
		parts = append(parts, fmt.Sprintf("%d%s", s.kind, s.first))
	}
	sort.Strings(parts)
	return strings.Join(parts, " ") + " pair " + pair.String()
}

// TestSpecialFormsAgreeWithHand checks the fast seven-pairs and orphans
// tests against hand.Pairs and hand.IsOrphans.
func TestSpecialFormsAgreeWithHand(t *testing.T) {
	for _, s := range []string{"19m19p19s1234567z1z", "19m19p19s1234566z", "1133m2255p7799s33z", "1111m2255p7799s33z",
		"112233m445566p77s", "19m19p19s123456z11z"} {
		ts := tile.MustParse(s)
		var c counts
		for _, x := range ts {
			c[x.Kind()]++
		}
		hc := hand.CountsOf(ts)
		_, wantPairs := hand.Pairs(&hc, 7, true)
		_, wantOrphans := hand.IsOrphans(&hc, hand.RiichiOrphans(), 0, tile.Joker)
		if isSevenPairs(&c) != wantPairs || isOrphans(&c) != wantOrphans {
			t.Errorf("%s: seven pairs %v orphans %v, want %v %v", s, isSevenPairs(&c), isOrphans(&c), wantPairs, wantOrphans)
		}
	}
}

// TestConflictsStayInOnePhase: a conflict joins two whole-hand yaku or two
// reading yaku, so each phase of the count can settle its own.
func TestConflictsStayInOnePhase(t *testing.T) {
	for _, c := range conflicts {
		a, _ := YakuByID(c[0])
		b, _ := YakuByID(c[1])
		if a.Whole != b.Whole {
			t.Errorf("conflict %s/%s joins a whole-hand and a reading yaku", a.Name, b.Name)
		}
	}
}

// TestYakumanGate: the fast test mayBeYakuman never hides a yakuman of a
// reading, over the golden hands and hands made of yakuman shapes.
func TestYakumanGate(t *testing.T) {
	r := DefaultRules()
	var hands []Hand
	var ctxs []WinContext
	for _, c := range loadHule(t) {
		h, ctx := huleInput(t, &c)
		hands, ctxs = append(hands, h), append(ctxs, ctx)
	}
	for _, s := range []string{"111222333444z55m", "55566677711122z", "222333444555m66s", "555666777z234m22p", "19m19p19s12345677z"} {
		ts := tile.MustParse(s)
		hands = append(hands, Hand{Concealed: ts, Win: ts[len(ts)-1]})
		ctxs = append(ctxs, WinContext{Tsumo: true, Winner: 1})
	}
	kans, err := ParseMajiangHand("z55,m1111,p2222,s3333,z4444", 1)
	if err != nil {
		t.Fatal(err)
	}
	hands = append(hands, Hand{Concealed: kans.Concealed, Melds: kans.Melds, Win: kans.Concealed[1]})
	ctxs = append(ctxs, WinContext{Tsumo: true, Winner: 1})
	found := map[string]bool{}
	checked := 0
	for i, h := range hands {
		var a analysis
		if err := a.prepare(&r, &h, &ctxs[i]); err != nil {
			continue
		}
		var d decomposer
		conc := a.conc
		base := a.meldReading()
		d.split(&conc, base, 4-base.n)
		forms := d.n
		if isOrphans(&a.conc) {
			forms++
		}
		for f := 0; f < forms; f++ {
			if f < d.n {
				a.form, a.rd, a.wait = regular, d.out[f], tanki
				a.readFeatures()
			} else {
				a.special(orphans)
			}
			for _, j := range lists.readingYakuman {
				if table[j].count(&a) == 0 {
					continue
				}
				found[table[j].Name] = true
				if !a.mayBeYakuman() {
					t.Errorf("%s: %s hidden by the gate", tile.Format(h.Concealed), table[j].Name)
				}
				checked++
			}
		}
	}
	for _, want := range []string{"国士無双", "四暗刻", "四暗刻単騎", "大三元", "大四喜", "四槓子"} {
		if !found[want] {
			t.Errorf("no hand showed %s", want)
		}
	}
	if checked == 0 {
		t.Fatal("nothing checked")
	}
}
