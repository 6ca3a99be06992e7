// Package riichi is standard 4-player Japanese riichi mahjong (リーチ麻雀):
// its rules value (every table option), the yaku table, fu, points and
// payments, the Scorer behind `jantaku score`, and the game state machine.
//
// Scoring is a pipeline: read the hand every way it can be read (regular
// sets and a pair, seven pairs, thirteen orphans), place the winning tile in
// each group it may have completed, check each yaku of the table with one
// small function, count fu and points, and keep the reading worth most.
package riichi
