package store

import (
	"context"
	"fmt"
	"slices"
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
			lat := make([][]time.Duration, tables) // per table, so no lock
			b.ResetTimer()
			var wg sync.WaitGroup
			for i := 0; i < tables; i++ {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for seq := i; seq < b.N; seq += tables {
						start := time.Now()
						err := s.AppendAction(ctx, fmt.Sprint("b", i), "", seq/tables, engine.SeatAction{Action: engine.Action{Type: engine.Pass}})
						lat[i] = append(lat[i], time.Since(start))
						if err != nil {
							b.Error(err)
							return
						}
					}
				}()
			}
			wg.Wait()
			b.StopTimer()
			all := slices.Sorted(slices.Values(slices.Concat(lat...)))
			if len(all) > 0 {
				q := func(f float64) float64 { return float64(all[int(f*float64(len(all)-1))].Microseconds()) / 1000 }
				b.ReportMetric(q(0.5), "p50-ms")
				b.ReportMetric(q(0.99), "p99-ms")
				b.ReportMetric(q(1), "max-ms")
			}
		})
	}
}
