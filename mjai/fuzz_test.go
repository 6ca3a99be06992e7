package mjai

import (
	"io"
	"strings"
	"testing"

	"jantaku/bot"
)

// FuzzClient feeds the client arbitrary message lines: it may refuse them
// with an error, never panic.
func FuzzClient(f *testing.F) {
	f.Add(`{"type":"start_game","id":0}
{"type":"start_kyoku","bakaze":"E","kyoku":1,"honba":0,"kyotaku":0,"oya":0,"dora_marker":"1m","scores":[25000,25000,25000,25000],"tehais":[["1m","2m","3m","4p","5p","6p","7s","8s","9s","W","P","P","C"],[],[],[]]}
{"type":"tsumo","actor":0,"pai":"5p"}
{"type":"dahai","actor":3,"pai":"P","tsumogiri":false}
{"type":"pon","actor":0,"target":3,"pai":"P","consumed":["P","P"]}
{"type":"reach","actor":0}
{"type":"dora","dora_marker":"5sr"}
{"type":"end_game"}`)
	f.Add(`{"type":"tsumo","actor":0,"pai":"5p"}
{"type":"reach","actor":0}`)
	f.Add(`{"type":"start_kyoku","oya":9,"tehais":[[]]}
{"type":"chi","actor":0,"target":0,"pai":"3m","consumed":["1m","2m"]}
{"type":"dahai","actor":0,"pai":"1m"}`)
	f.Fuzz(func(t *testing.T, in string) {
		b, _ := bot.New("efficient", "riichi", 1)
		_ = NewClient(b).Run(strings.NewReader(in), io.Discard)
	})
}
