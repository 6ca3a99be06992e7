// Strings of the client in English and Japanese.
const strings = {
  en: {
    unfair: "not fair: chosen seed", unfairWhy: "Its creator chose the seed, so may know every wall.",
    lobby: "Lobby", games: "Finished games", create: "Create a table", variant: "Variant",
    players: "Players", options: "Table options", seats: "Seats", seat: "Seat", human: "Person",
    bot: "Bot", think: "Think time (seconds, 0 = none)", name: "Table name", createBtn: "Create table",
    running: "Tables in play", finished: "Finished games", spectate: "Watch", play: "Play",
    invites: "Seat links: send each person their link. Anyone with a link plays that seat.",
    copy: "Copy", replay: "Replay", download: "Record", tenhou: "tenhou.net/6",
    none: "None yet.", wall: "Wall", dora: "Dora indicators", honba: "Honba", sticks: "Sticks",
    you: "You", spectator: "Watching", yourTurn: "Your move", waiting: "Waiting for",
    over: "Game over", result: "Result", score: "Score", rank: "Rank", hand: "Hand", close: "Close",
    connecting: "Connecting…", disconnected: "Disconnected. Reconnecting…", step: "Step",
    prev: "◀", next: "▶", first: "⏮", last: "⏭", viewAs: "View as", verified: "shuffle verified",
    unverified: "shuffle not verified", commitment: "Wall commitment", scores: "Scores",
    discard: "Discard", tsumo: "Tsumo", ron: "Ron", chi: "Chi", pon: "Pon", minkan: "Kan", ankan: "Closed kan",
    kakan: "Added kan", riichi: "Riichi", pass: "Pass", kai: "Kai", draw: "Draw 3", waive: "Waive draws",
    flower: "Set aside", swap: "Swap joker", abort: "Abortive draw", stop: "End the game",
    win: "Win", drawgame: "Draw", nominated: "Nominated riichi", error: "Error", seconds: "s", tapToDiscard: "Tap a tile to discard it.",
  },
  ja: {
    unfair: "非公正: シード指定", unfairWhy: "作成者がシードを指定したため、全ての山を知り得ます。",
    lobby: "ロビー", games: "終了した対局", create: "卓を立てる", variant: "ルール",
    players: "人数", options: "卓のオプション", seats: "席", seat: "席", human: "人間",
    bot: "ボット", think: "持ち時間 (秒、0 = なし)", name: "卓の名前", createBtn: "卓を立てる",
    running: "対局中の卓", finished: "終了した対局", spectate: "観戦", play: "打つ",
    invites: "席のリンク: 各自にリンクを送ってください。リンクを持つ人がその席で打てます。",
    copy: "コピー", replay: "牌譜再生", download: "記録", tenhou: "tenhou.net/6",
    none: "まだありません。", wall: "山", dora: "ドラ表示牌", honba: "本場", sticks: "供託",
    you: "あなた", spectator: "観戦中", yourTurn: "あなたの番です", waiting: "待っています:",
    over: "対局終了", result: "結果", score: "点数", rank: "順位", hand: "局", close: "閉じる",
    connecting: "接続中…", disconnected: "切断されました。再接続中…", step: "手順",
    prev: "◀", next: "▶", first: "⏮", last: "⏭", viewAs: "視点", verified: "山の公正を確認",
    unverified: "山は未確認", commitment: "山のコミットメント", scores: "点数表",
    discard: "打牌", tsumo: "ツモ", ron: "ロン", chi: "チー", pon: "ポン", minkan: "カン", ankan: "暗槓",
    kakan: "加槓", riichi: "リーチ", pass: "スキップ", kai: "開", draw: "3枚ツモ", waive: "ツモ権放棄",
    flower: "抜く", swap: "飛を交換", abort: "途中流局", stop: "アガリやめ",
    win: "和了", drawgame: "流局", nominated: "ご指名", error: "エラー", seconds: "秒", tapToDiscard: "牌をタップして打牌",
  },
};

let lang = localStorage.getItem("lang") || (navigator.language.startsWith("ja") ? "ja" : "en");

export function t(key) { return strings[lang][key] ?? strings.en[key] ?? key; }
export function currentLang() { return lang; }
export function setLang(l) { lang = l; localStorage.setItem("lang", l); document.documentElement.lang = l; }
