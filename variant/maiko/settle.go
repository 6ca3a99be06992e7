package maiko

import (
	"jantaku/variant/riichi"
)

// Seats: the three players sit at 0, 1 and 2 (A, B and C of the text); the
// dummy sits at 3, so A draws after it (and may chi from it) and C before.
const (
	Players = 3
	Dummy   = 3
	Seats   = riichi.Seats
)

// Settlement is what one event moves: points (Deltas, the dummy's always
// 0) and 身請けポイント (MP).
type Settlement struct {
	Deltas [Seats]int
	MP     [Seats]int
}

// up100 rounds up to the next 100 (the text: 100点未満の端数は切り上げ).
func up100(n int) int { return (n + 99) / 100 * 100 }

// weight is a payer's share of a payment split between two players: the
// dealer pays twice what a non-dealer pays (dealer 2 : non-dealer 1).
func weight(seat, dealer int) int {
	if seat == dealer {
		return 2
	}
	return 1
}

// payersBut returns the two players other than the winner.
func payersBut(winner int) [2]int {
	var p [2]int
	n := 0
	for s := range Players {
		if s != winner {
			p[n] = s
			n++
		}
	}
	return p
}

// split divides total between the two players other than winner, each in
// proportion to its normal share, each share rounded up to 100.
func split(total, winner, dealer int) [Seats]int {
	var shares [Seats]int
	p := payersBut(winner)
	sum := weight(p[0], dealer) + weight(p[1], dealer)
	for _, s := range p {
		w := weight(s, dealer)
		shares[s] = up100((total*w + sum - 1) / sum)
	}
	return shares
}

// Win describes a win for the settlement: the riichi score and context
// (sticks in ctx are ignored: the game pays them apart), and whether the
// winner shoulders the dummy's part itself (ご指名リーチ, the 割れ目
// choice, an open riichi dealt into by the dummy).
type Win struct {
	Score riichi.Score
	Ctx   riichi.WinContext
	// SelfShoulder: the winner takes the dummy's part as MP instead of
	// the other players paying it.
	SelfShoulder bool
}

// SettleWin settles a win. The normal four-seat payments come from
// riichi.Deltas; then:
//   - the dummy wins: no points move; each player loses as MP what it
//     would have paid (例5);
//   - the winner shoulders the dummy's part: the players pay as usual and
//     the winner earns the dummy's part as MP;
//   - a tsumo: the total (the ron price plus honba) is split between the
//     two other players; each earns as MP its share minus what it would
//     have paid (例1, 例2);
//   - a ron off the dummy, or pao on the dummy: the dummy's part is split
//     as if the dummy had dealt in, on top of what each pays anyway, and
//     earned as MP (例3, 例4);
//   - a tsumo with a liable seat (包): the liable part is paid as riichi
//     pays it (the liable seat alone, the counters too), split as a ron
//     when the dummy is liable; the rest of the hand is a tsumo as above.
func SettleWin(r *riichi.Rules, w Win) Settlement {
	var st Settlement
	ctx := w.Ctx
	ctx.Sticks = 0
	normal := riichi.Deltas(r, w.Score, ctx)
	win := ctx.Winner
	if win == Dummy {
		for s := range Players {
			st.MP[s] = normal[s]
		}
		return st
	}
	owed := -normal[Dummy]
	st.Deltas = normal
	st.Deltas[Dummy] = 0
	if owed <= 0 {
		return st
	}
	if w.SelfShoulder {
		st.Deltas[win] -= owed
		st.MP[win] = owed
		return st
	}
	pao := ctx.HasPao && w.Score.PaoYakuman > 0 && w.Score.Yakuman > 0
	if ctx.Tsumo && pao {
		return settlePaoTsumo(r, w, normal)
	}
	if ctx.Tsumo {
		shares := split(w.Score.Ron+r.Honba*ctx.Honba, win, ctx.Dealer)
		st.Deltas[win] = 0
		for _, s := range payersBut(win) {
			st.Deltas[s] = -shares[s]
			st.Deltas[win] += shares[s]
			st.MP[s] = shares[s] + normal[s]
		}
		return st
	}
	shares := split(owed, win, ctx.Dealer)
	st.Deltas[win] -= owed
	for _, s := range payersBut(win) {
		st.Deltas[s] -= shares[s]
		st.Deltas[win] += shares[s]
		st.MP[s] = shares[s]
	}
	return st
}

// settlePaoTsumo settles a tsumo with a liable seat: riichi's liable part
// (the 包 yakuman's price and the counters) from the liable seat alone, or,
// when the dummy is liable, split between the two players as a ron off the
// dummy (その2: 舞子が払うべき点数分あがった相手にロンで振り込んだと同様);
// the rest of the hand is paid as any tsumo, its total split between the
// two other players, each earning as MP its share minus its normal share.
func settlePaoTsumo(r *riichi.Rules, w Win, normal [Seats]int) Settlement {
	var st Settlement
	ctx := w.Ctx
	win, liable := ctx.Winner, ctx.Pao
	paoPrice := w.Score.Ron * w.Score.PaoYakuman / w.Score.Yakuman // yakuman prices are linear
	liablePart := paoPrice + r.Honba*ctx.Honba
	pay := func(s, n int) { st.Deltas[s] -= n; st.Deltas[win] += n }
	if liable == Dummy {
		shares := split(liablePart, win, ctx.Dealer)
		for _, s := range payersBut(win) {
			pay(s, shares[s])
			st.MP[s] += shares[s]
		}
	} else {
		pay(liable, liablePart)
	}
	if rest := w.Score.Ron - paoPrice; rest > 0 {
		shares := split(rest, win, ctx.Dealer)
		for _, s := range payersBut(win) {
			restNormal := normal[s] // this seat's normal tsumo share of the rest, negative
			if s == liable {
				restNormal += liablePart
			}
			pay(s, shares[s])
			st.MP[s] += shares[s] + restNormal
		}
	}
	return st
}

// NotenPayments are the payments of an exhaustive draw, the dummy left
// out: one player ready, the other two pay it each apart (1500 each by
// default); two ready, the third pays each of them apart; none or all
// three, nobody pays. each is the per-payer amount.
func NotenPayments(tenpai [Players]bool, each int) [Seats]int {
	var d [Seats]int
	ready := 0
	for _, t := range tenpai {
		if t {
			ready++
		}
	}
	if ready == 0 || ready == Players {
		return d
	}
	for s := range Players {
		for o := range Players {
			if tenpai[s] && !tenpai[o] {
				d[o] -= each
				d[s] += each
			}
		}
	}
	return d
}

// Chombo is the penalty of a player's chombo, paid as a mangan to the
// other two players, the dummy left out (表1): the total a dealer or a
// non-dealer mangan is worth, split between the two as a tsumo would be.
// The dummy never errs: moving its tiles wrongly is the mover's chombo.
func Chombo(r *riichi.Rules, offender, dealer int) [Seats]int {
	var d [Seats]int
	if offender < 0 || offender >= Players {
		return d
	}
	total := riichi.ScoreOf(r, 5, 0, 0, offender == dealer).Ron
	shares := split(total, offender, dealer)
	for _, s := range payersBut(offender) {
		d[s] += shares[s]
		d[offender] -= shares[s]
	}
	return d
}
