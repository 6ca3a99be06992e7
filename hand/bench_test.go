package hand

import (
	"testing"

	"jantaku/tile"
)

var riichiBenchHands = []string{
	"123m456p789s11122z",
	"11122233344455m",
	"22334455667788p",
	"123456789m11p345s",
	"111222333m44455s",
}

func BenchmarkDecomposeRiichi(b *testing.B) {
	cs := make([]Counts, len(riichiBenchHands))
	for i, h := range riichiBenchHands {
		cs[i] = CountsOf(tile.MustParse(h))
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Decompose(cs[i%len(cs)], Standard{}, Shape{Sets: 4, Pair: true})
	}
}

func BenchmarkDecomposeRiichiReuse(b *testing.B) {
	cs := make([]Counts, len(riichiBenchHands))
	for i, h := range riichiBenchHands {
		cs[i] = CountsOf(tile.MustParse(h))
	}
	var d Decomposer
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		d.Decompose(cs[i%len(cs)], Standard{}, Shape{Sets: 4, Pair: true})
	}
}
