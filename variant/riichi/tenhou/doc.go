// Package tenhou reads and writes riichi games as tenhou.net/6 logs, the
// JSON of tenhou.net's log viewer, so jantaku games open in existing
// viewers and logs played elsewhere replay through jantaku's engine.
//
// Export replays a record and reads its events. Import rebuilds each
// round's wall from the log and plays the log's moves through the engine;
// the record it returns is of the variant Scripted ("riichi-scripted"),
// which is riichi whose option "script" carries the walls, so the record
// replays on its own. A log may start at any hand of a game: the game
// begins there (the first hand's riichi.Start). Import checks every
// round's score changes against the log and fails with a *MismatchError
// where they differ.
//
// ParseMjlog reads tenhou's own mjlog XML into the same Log, so an mjlog
// imports as a tenhou.net/6 log does; ImportFile reads the files people
// have (an mjlog, one game, a list, JSON Lines of games or single hands,
// gzipped or not), each game on its own.
//
// The rule of a log Export writes names the game's variant and options
// (rule.go), so Import plays it under the rules it was played by, whatever
// they were. A maiko game (the dummy as the fourth player) exports for
// viewers, but its log cannot say the dummy's part of payments, ご指名リーチ
// or 割れ目: its rule carries the game's configuration and actions, and Import
// replays them and checks they export to exactly that log.
package tenhou
