package tile

import (
	"errors"
	"strings"
	"testing"
)

func TestCardSuitNotation(t *testing.T) {
	deck := Trump()
	tests := []struct{ in, canon string }{
		{"123cS", "123cS"},
		{"1cS2cS3cS", "123cS"},
		{"1c♠2c♠ 3c♤", "123cS"},
		{"5cH5cD5cC", "5cH5cD5cC"},
		{"1zS5zH6zD7zC00z", "1zS5zH6zD7zC00z"},
		{"15zH", "15zH"},
		{"9c♥1z♦0z", "9cH1zD0z"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			ts, err := deck.Parse(tt.in)
			if err != nil {
				t.Fatal(err)
			}
			if got := deck.Format(ts); got != tt.canon {
				t.Errorf("Format = %q, want %q", got, tt.canon)
			}
			for _, x := range ts {
				if (x.CardSuit() == NoCardSuit) != (x.Kind() == Joker) {
					t.Errorf("%v: suit %v", x, x.CardSuit())
				}
			}
		})
	}
	ts := MustParse("7cH1zD5zC6zS")
	want := []struct {
		k Kind
		s CardSuit
	}{{K(Card, 7), Hearts}, {Ten, Diamonds}, {Jack, Clubs}, {Queen, Spades}}
	for i, w := range want {
		if ts[i].Kind() != w.k || ts[i].CardSuit() != w.s || ts[i] != CardOf(w.k, w.s) {
			t.Errorf("tile %d = %v (kind %v suit %v), want %v%v", i, ts[i], ts[i].Kind(), ts[i].CardSuit(), w.k, w.s)
		}
	}
	if !Hearts.Red() || !Diamonds.Red() || Spades.Red() || Clubs.Red() {
		t.Error("hearts and diamonds are the red suits")
	}
}

func TestCardSuitErrors(t *testing.T) {
	deck := Trump()
	tests := []struct {
		set  *Set
		in   string
		pos  int
		says string
	}{
		{deck, "5c", 0, "cards have suits"},
		{deck, "5cS5cS", 3, "one 5cS, this is one more"},
		{deck, "0zS", 0, "not a playing card"},
		{deck, "10zS", 1, "not a playing card"},
		{deck, "5c S", 3, "no card before it"},
		{deck, "S5c", 0, "no card before it"},
		{deck, "♠", 0, "no card before it"},
		{deck, "2zS", 0, "not a playing card"},
		{Riichi([3]int{1, 1, 1}), "5mS", 0, "not a playing card"},
		{Riichi([3]int{1, 1, 1}), "1zS", 0, "riichi has no 1zS"},
		{Suzume(), "5rH", 0, "not a playing card"},
	}
	for _, tt := range tests {
		t.Run(tt.set.Name()+"/"+tt.in, func(t *testing.T) {
			_, err := tt.set.Parse(tt.in)
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("err = %v, want a *ParseError", err)
			}
			if pe.Pos != tt.pos || !strings.Contains(err.Error(), tt.says) {
				t.Errorf("got %v (position %d), want position %d and %q", err, pe.Pos, tt.pos, tt.says)
			}
		})
	}
}

func TestCardDeck(t *testing.T) {
	deck := Trump()
	all := deck.All()
	if len(all) != 54 {
		t.Fatalf("%d cards", len(all))
	}
	seen := map[Tile]bool{}
	suits := map[CardSuit]int{}
	for _, x := range all {
		if seen[x] && x.Kind() != Joker {
			t.Errorf("%v twice", x)
		}
		seen[x] = true
		suits[x.CardSuit()]++
	}
	for _, cs := range CardSuits {
		if suits[cs] != 13 {
			t.Errorf("%v: %d cards, want 13", cs, suits[cs])
		}
	}
	if suits[NoCardSuit] != 2 {
		t.Errorf("%d cards without a suit, want the 2 jokers", suits[NoCardSuit])
	}
	if err := deck.Check(append(all, CardOf(K(Card, 5), Spades))); err == nil {
		t.Error("a second 5♠ passes the check")
	}
}
