package tenhou_test

import (
	"encoding/json"
	"fmt"
	"os"

	"jantaku/engine"
	"jantaku/variant/riichi"
	"jantaku/variant/riichi/tenhou"
)

// A log comes in as a record of riichi-scripted and goes out again.
func ExampleImport() {
	data, err := os.ReadFile("testdata/hands.json")
	if err != nil {
		fmt.Println(err)
		return
	}
	rec, err := tenhou.Import(data, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	reg := engine.NewRegistry(riichi.Variant{}, tenhou.Scripted{})
	l, err := tenhou.Export(reg, rec, []string{"A", "B", "C", "D"})
	if err != nil {
		fmt.Println(err)
		return
	}
	end, _ := json.Marshal(l.Rounds[0].End.Info[0])
	fmt.Println(rec.Variant, len(rec.Actions), "actions,", len(l.Rounds), "rounds; the first ends", string(end))
	// Output: riichi-scripted 36 actions, 4 rounds; the first ends [1,2,1,"30符1飜1000点","翻牌 中(1飜)"]
}
