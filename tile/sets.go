package tile

// Riichi returns the 136-tile riichi set, with reds[i] red fives in m, p
// and s respectively (the usual table has one each).
func Riichi(reds [3]int) *Set {
	b := newSet("riichi").suit(Man, 1, 9, 4).suit(Pin, 1, 9, 4).suit(Sou, 1, 9, 4).suit(Honor, 1, 7, 4)
	for i, n := range reds {
		b.red(K(Suit(i), 5), min(max(n, 0), 4))
	}
	return b.s
}

// Suzume returns the 44 tiles of すずめ雀: bamboo 1-9 four each, one copy of
// each number red, and four each of 發 (6z) and 中 (7z).
func Suzume() *Set {
	b := newSet("suzume").suit(Sou, 1, 9, 4).add(4, Green, Red)
	for n := 1; n <= 9; n++ {
		b.red(K(Sou, n), 1)
	}
	b.s.redAsLetter = true
	return b.s
}

// MOMOJAN picture cards, as written in the notation.
const (
	Sun      = East  // 1z 太陽
	Moon     = South // 2z 月
	Dog      = White // 5z 犬
	Monkey   = Green // 6z 猿
	Pheasant = Red   // 7z 雉
)

// Momojan returns the 54 cards of MOMOJAN: peach (p), lemon (l), orange (o)
// and strawberry (s) 1-9 once each; sun and moon three each; dog, monkey and
// pheasant four each.
func Momojan() *Set {
	b := newSet("momojan")
	for _, su := range []Suit{Pin, Lemon, Orange, Sou} {
		b.suit(su, 1, 9, 1)
	}
	return b.add(3, Sun, Moon).add(4, Dog, Monkey, Pheasant).s
}

// Playing-card honours, as written in the notation.
const (
	Ten   = East  // 1z: the 10s, every player's seat wind
	Jack  = White // 5z: 白
	Queen = Green // 6z: 發
	King  = Red   // 7z: 中
)

// Trump returns the 54 cards of トランプ麻雀: A-9 (1c-9c), the 10s (1z),
// J, Q and K (5z-7z) one in each card suit (♠♥♦♣), and two jokers (0z)
// with no suit.
func Trump() *Set {
	b := newSet("trump").suit(Card, 1, 9, 4).add(4, Ten, Jack, Queen, King).add(2, Joker).cards(Ten, Jack, Queen, King)
	for n := 1; n <= 9; n++ {
		b.cards(K(Card, n))
	}
	return b.s
}

// Malaysia returns the 84 tiles of Malaysian 3-player: dots 1-9, winds and
// dragons four each, the 16 flowers once each (f1-4 seasons, f5-8 plants,
// a1-4 animals, a5-8 people) and four 飛 jokers (0z).
func Malaysia() *Set {
	return newSet("malaysia").suit(Pin, 1, 9, 4).suit(Honor, 1, 7, 4).
		suit(Flower, 1, 8, 1).suit(Animal, 1, 8, 1).add(4, Joker).s
}
