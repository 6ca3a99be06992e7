package riichi

// The basic points (基本点) of the limits.
const (
	manganBase    = 2000
	hanemanBase   = 3000
	baimanBase    = 4000
	sanbaimanBase = 6000
	yakumanBase   = 8000
)

// basePoints returns a hand's basic points and the limit it reached.
func basePoints(r *scoringRules, han, fu, yakuman int) (int, Limit) {
	switch {
	case yakuman > 0:
		return yakumanBase * yakuman, Yakuman
	case han >= 13 && r.CountedYakuman:
		return yakumanBase, Kazoe
	case han >= 11:
		return sanbaimanBase, Sanbaiman
	case han >= 8:
		return baimanBase, Baiman
	case han >= 6:
		return hanemanBase, Haneman
	case han >= 5:
		return manganBase, Mangan
	}
	b := fu << (han + 2)
	if b >= manganBase || r.KiriageMangan && (han == 4 && fu == 30 || han == 3 && fu == 60) {
		return manganBase, Mangan
	}
	return b, NoLimit
}

// prices are the payments a base value asks for, honba not included.
type prices struct {
	ron       int // the discarder pays
	dealer    int // on a tsumo: the dealer pays (each pays this on the dealer's tsumo)
	nonDealer int // on a non-dealer's tsumo: each non-dealer pays
}

func pricesOf(base int, dealer bool) prices {
	if dealer {
		return prices{ron: up100(6 * base), dealer: up100(2 * base)}
	}
	return prices{ron: up100(4 * base), dealer: up100(2 * base), nonDealer: up100(base)}
}

// total is what the winner receives for the hand.
func (p prices) total(tsumo, dealer bool) int {
	switch {
	case !tsumo:
		return p.ron
	case dealer:
		return 3 * p.dealer
	}
	return p.dealer + 2*p.nonDealer
}

// up100 rounds up to the next 100.
func up100(n int) int { return (n + 99) / 100 * 100 }

// Deltas returns the points each seat gains (negative: pays) for the win,
// honba and sticks included: the golden data's fenpei, by seat. With pao,
// the pao seat pays all of its yakuman on a tsumo (and the honba), half of
// it on another's ron, and there the honba too unless the rules have the
// discarder pay them (Rules.PaoHonba).
func Deltas(r *Rules, s Score, ctx WinContext) [Seats]int {
	var d [Seats]int
	if checkContext(&ctx) != nil {
		return d
	}
	w := ctx.Winner
	honba := r.Honba * ctx.Honba
	pao := ctx.HasPao && s.PaoYakuman > 0
	paoPrice := 0
	if pao {
		paoPrice = pricesOf(yakumanBase*s.PaoYakuman, s.Dealer).ron
	}
	pay := func(seat, n int) { d[seat] -= n; d[w] += n }
	switch {
	case !ctx.Tsumo && pao && ctx.Pao != ctx.From:
		liable, discarder := paoPrice/2+honba, s.Ron-paoPrice/2
		if r.PaoHonba == PaoHonbaDiscarder {
			liable, discarder = paoPrice/2, s.Ron-paoPrice/2+honba
		}
		pay(ctx.Pao, liable)
		pay(ctx.From, discarder)
	case !ctx.Tsumo:
		pay(ctx.From, s.Ron+honba)
	case pao:
		pay(ctx.Pao, paoPrice+honba)
		rest := pricesOf(yakumanBase*(s.Yakuman-s.PaoYakuman), s.Dealer)
		payTsumo(rest, ctx, 0, pay)
	default:
		payTsumo(pricesOf(s.Base, s.Dealer), ctx, honba/(Seats-1), pay)
	}
	d[w] += r.RiichiStick * ctx.Sticks
	return d
}

// payTsumo makes every other seat pay its share of a tsumo, plus extra.
func payTsumo(p prices, ctx WinContext, extra int, pay func(seat, n int)) {
	for seat := 0; seat < Seats; seat++ {
		switch {
		case seat == ctx.Winner:
		case ctx.IsDealer() || seat == ctx.Dealer:
			pay(seat, p.dealer+extra)
		default:
			pay(seat, p.nonDealer+extra)
		}
	}
}

// ScoreOf is the Score of a hand known only by its han, fu and yakuman
// count, without yaku: for variants built on riichi that settle payments
// (maiko's settlement examples).
func ScoreOf(r *Rules, han, fu, yakuman int, dealer bool) Score {
	sr := scoringRulesOf(r)
	base, limit := basePoints(&sr, han, fu, yakuman)
	p := pricesOf(base, dealer)
	s := Score{Han: han, Fu: fu, Yakuman: yakuman, Limit: limit, Base: base, Dealer: dealer,
		Ron: p.ron, Points: p.total(true, dealer)}
	if dealer {
		s.TsumoEach = p.dealer
	} else {
		s.TsumoDealer, s.TsumoNonDealer = p.dealer, p.nonDealer
	}
	return s
}
