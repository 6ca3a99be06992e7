package store

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"jantaku/engine"
	"jantaku/store/storetest"
)

// BenchmarkAppend appends actions from 500 tables at once, each table
// waiting for its previous action to be stored, as a server's tables do.
func BenchmarkAppend(b *testing.B) {
	for _, be := range storetest.Backends() {
		b.Run(be.Name, func(b *testing.B) {
			ctx := context.Background()
			s, err := Open(ctx, be.NewDSN(b))
			if err != nil {
				b.Fatal(err)
			}
			defer s.Close()
			const tables = 500
			for i := 0; i < tables; i++ {
				s.CreateTable(ctx, Table{ID: fmt.Sprint("b", i), Variant: "toy", CreatedAt: time.Now()})
			}
			b.ResetTimer()
			var wg sync.WaitGroup
			for i := 0; i < tables; i++ {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for seq := i; seq < b.N; seq += tables {
						if err := s.AppendAction(ctx, fmt.Sprint("b", i), "", seq/tables, engine.SeatAction{Action: engine.Action{Type: engine.Pass}}); err != nil {
							b.Error(err)
							return
						}
					}
				}()
			}
			wg.Wait()
		})
	}
}
