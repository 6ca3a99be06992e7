package cli

// scoreExample is one example of 'jantaku score --help': a query line and
// the answer it gets. The tests run each one and compare the answer.
type scoreExample struct {
	variant, about, query, answer string
}

var scoreExamplesList = []scoreExample{
	{"suzume", "a dealer's tsumo at a 4-player table, 中 as dora",
		`{"id":1,"variant":"suzume","players":4,"hand":"234s777z","win":"4s","tsumo":true,"dealer":true,"dora_indicators":"7z"}`,
		`{"base":9,"id":1,"limit":false,"ok":true,"payments":{"each":4},"points":11,"win":true,"yaku":[{"id":"sequence","name":"連番","en":"sequence","value":1},{"id":"triplet","name":"同じ","en":"triplet","value":2},{"id":"red","name":"赤牌","en":"red tile","value":3},{"id":"dora","name":"ドラ","en":"dora","value":3},{"id":"dealer","name":"親のあがりボーナス","en":"dealer bonus","value":2}]}`},
	{"trump", "a concealed tsumo all in hearts with the jokers as the pair (チンイツ); the A♠ indicator makes the 2s dora",
		`{"id":2,"variant":"trump","players":3,"hand":"234678cH00z","win":"8cH","tsumo":true,"dora_indicators":"1cS"}`,
		`{"id":2,"ok":true,"points":4,"win":true,"yaku":[{"id":"menzen_tsumo","name":"面前ツモ","en":"concealed self-draw","value":1},{"id":"pinfu","name":"平和","en":"all sequences, two-sided wait","value":1},{"id":"chinitsu","name":"チンイツ","en":"one suit","value":1},{"id":"dora","name":"ドラ","en":"dora","value":1}]}`},
	{"malaysia", "a ron with a 飛 as the 9 of dots and one flower set aside",
		`{"id":3,"variant":"malaysia","hand":"123456p78p0z11z555z","win":"1z","seat_wind":"S","flowers":"2f"}`,
		`{"id":3,"limit":false,"ok":true,"payments":{"ron":6},"points":6,"win":true,"yaku":[{"id":"menzen","name":"面前和了","en":"Concealed hand","value":1},{"id":"honitsu","name":"混一色","en":"Half flush","value":1},{"id":"flower","name":"華牌","en":"Flower","value":1},{"id":"dragon","name":"三元牌","en":"Dragon","value":1},{"id":"ittsu","name":"一気通貫","en":"Pure straight","value":2}]}`},
	{"momojan", "a ron with 家来 (three animal triplets) and two 8s made dora by the orange 7; 11 points are paid double",
		`{"id":5,"variant":"momojan","hand":"555z666z8l8s","melds":[{"kind":"pon","tiles":"777z"}],"win":"8s","dora_indicators":"7o"}`,
		`{"doubled":true,"id":5,"ok":true,"oshimai":false,"payments":{"opponent":22},"points":22,"total":11,"win":true,"yaku":[{"id":"yakuhai_dog","name":"役牌 犬","en":"Dog triplet","value":1},{"id":"yakuhai_monkey","name":"役牌 猿","en":"Monkey triplet","value":1},{"id":"yakuhai_pheasant","name":"役牌 雉","en":"Pheasant triplet","value":1},{"id":"kerai","name":"家来","en":"Dog, monkey and pheasant triplets","value":5},{"id":"dora","name":"ドラ","en":"Dora","value":2},{"id":"ron","name":"ロン","en":"Ron bonus","value":1}]}`},
	{"maiko", "例2 of the text: B deals, A tsumos a mangan; B and C shoulder the dummy's part and earn MP",
		`{"id":6,"variant":"maiko","settle":{"dealer":"B","winner":"A","from":null,"han":5,"fu":0}}`,
		`{"deltas":{"A":8100,"B":-5400,"C":-2700,"maiko":0},"id":6,"mp":{"A":0,"B":1400,"C":700,"maiko":0},"ok":true,"points":8000,"win":true,"yaku":[]}`},
	{"riichi", "a riichi ron on a single wait, the 4s indicator making both 5s dora",
		`{"id":4,"variant":"riichi","hand":"123m456p789s23455s","win":"5s","seat_wind":"S","round_wind":"E","dora_indicators":"4s","flags":["riichi"]}`,
		`{"fu":40,"han":3,"id":4,"ok":true,"payments":{"ron":5200},"points":5200,"win":true,"yaku":[{"id":"riichi","name":"立直","en":"Riichi","value":1},{"id":"dora","name":"ドラ","en":"Dora","value":2}],"yakuman":0}`},
}

// scoreExamples is the examples section of the help text.
var scoreExamples = func() string {
	s := "\nExamples (one per variant):\n"
	for _, e := range scoreExamplesList {
		s += "\n  " + e.variant + ": " + e.about + "\n    " + e.query + "\n  answers\n    " + e.answer + "\n"
	}
	return s
}()
