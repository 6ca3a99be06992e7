package cli

var scoreHelp = `Usage: jantaku score < queries.jsonl

Reads one JSON object per line on standard input and writes one JSON object
per line on standard output, in the same order. A line that cannot be read
gets {"id": ..., "ok": false, "error": "..."} and the lines after it are
still answered.

Input fields:
  id               anything; echoed back
  variant          riichi, maiko, suzume, momojan, trump or malaysia
  hand             the concealed tiles, including the winning tile ("123m456p...")
  melds            [{"kind": "chi|pon|kai|ankan|minkan|kakan", "tiles": "555z"}]
  win              the winning tile
  tsumo, dealer    true or false; dealer defaults to whether seat_wind is E
  seat_wind        E, S, W or N (round_wind likewise); default E, or S
                   when dealer is false
  dora_indicators  the indicator tiles as revealed ("1m2p" or ["1m", "2p"]);
                   the variant's rule turns them into dora
  ura_indicators   likewise
  flags            riichi, double_riichi, open_riichi, ippatsu, rinshan, chankan,
                   haitei, houtei, tenhou, chiihou, renhou, nagashi, nominated
  flowers          extracted flowers, 飛 or ババ
  honba, sticks    counters on the table, where the variant has them
  players          number of players (default: the variant's largest)
  options          table options, {"key": value} (see 'jantaku variants')
  payer_yaku, settle
                   variant fields: see the examples

Output fields:
  id, ok           the id, and whether the line was understood
  win              whether the hand is a win under the rules; if not, reason
  points           the hand's value in the variant's own unit
  yaku             [{"name", "value"}] every item that makes the value
  payments         who pays what
  and variant fields such as han, fu and yakuman.

Tile notation: groups of digits, each followed by its suit letter, spaces
allowed between groups. m p s: 1-9, 0 = red five; z: 1-7 = E S W N white
green red; すずめ雀 writes red bamboo with r ("5r"); MOMOJAN p l o s are peach,
lemon, orange, strawberry, 1z 2z sun and moon, 5z 6z 7z dog, monkey,
pheasant; トランプ c = A-9, 1z = 10, 5z 6z 7z = J Q K, each group followed by
its card suit S H D C (or ♠♥♦♣): "123cS" is A♠ 2♠ 3♠, "5zH" J♥; 0z = joker;
Malaysian p = dots, f = seasons 1-4 and plants 5-8, a = animals 1-4 and
people 5-8, 0z = 飛.
` + scoreExamples
