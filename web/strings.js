// SPDX-License-Identifier: MIT
// strings.js - the page's own words (headings, labels) in the three
// languages. Every message about a URL (errors, warnings, refusals) comes
// from the library in the chosen language (the program's --lang, through
// the WebAssembly module), never from here.
window.url1738Strings = {
  en: {
    title: 'url1738 URL inspector',
    intro: 'One URL read by RFC 1738, RFC 3986 and the WHATWG URL Standard, side by side. Everything runs in this page (WebAssembly); nothing is sent anywhere.',
    url: 'URL', lang: 'Language', loading: 'Loading…', ready: 'Ready.',
    empty: 'Type a URL.', readings: 'The three readings', part: 'Part',
    valid: 'valid', invalid: 'invalid', absent: '(none)',
    disagree: 'The readings disagree on:', agree: 'The three readings agree.',
    authority: 'Authority disagreement: these readings would send the request to different places.',
    href: 'WHATWG href', schemeParts: 'RFC 1738 scheme parts',
    noSchemeParts: 'No parts of its own for this scheme under RFC 1738.',
    plan: 'Plan: what a client would send (RFC 1738 section 3)',
    refused: 'Refused', bytes: 'Exact bytes', lint: 'Lint notes',
    noNotes: 'No notes.', normalized: 'Normalized forms',
    footer: 'url1738: the library and program this page is built from; messages in the language chosen above come from its catalogues.',
  },
  ja: {
    title: 'url1738 URL インスペクター',
    intro: '一つの URL を RFC 1738、RFC 3986、WHATWG URL Standard の三つの読み方で並べて示します。処理はすべてこのページの中 (WebAssembly) で行われ、どこにも送信されません。',
    url: 'URL', lang: '言語', loading: '読み込み中…', ready: '準備完了。',
    empty: 'URL を入力してください。', readings: '三つの読み方', part: '部分',
    valid: '有効', invalid: '無効', absent: '(なし)',
    disagree: '読み方が食い違う部分:', agree: '三つの読み方は一致しています。',
    authority: 'オーソリティの食い違い: これらの読み方では要求の送り先が異なります。',
    href: 'WHATWG の href', schemeParts: 'RFC 1738 のスキーム固有の部分',
    noSchemeParts: 'このスキームには RFC 1738 で固有の部分がありません。',
    plan: 'プラン: クライアントが送る内容 (RFC 1738 第 3 節)',
    refused: '拒否', bytes: '送信されるバイト列', lint: 'Lint の注意',
    noNotes: '注意はありません。', normalized: '正規化した形',
    footer: 'url1738: このページの元になっているライブラリとプログラム。上で選んだ言語のメッセージはその翻訳カタログから来ています。',
  },
  'zh-Hant': {
    title: 'url1738 URL 檢視器',
    intro: '以 RFC 1738、RFC 3986 與 WHATWG URL Standard 三種讀法並列顯示同一個 URL。一切都在本頁中執行 (WebAssembly)，不會傳送到任何地方。',
    url: 'URL', lang: '語言', loading: '載入中…', ready: '就緒。',
    empty: '請輸入 URL。', readings: '三種讀法', part: '部分',
    valid: '有效', invalid: '無效', absent: '(無)',
    disagree: '讀法不一致的部分：', agree: '三種讀法一致。',
    authority: '授權部分不一致：這些讀法會把請求送到不同的地方。',
    href: 'WHATWG 的 href', schemeParts: 'RFC 1738 的協定專屬部分',
    noSchemeParts: '此協定在 RFC 1738 中沒有專屬部分。',
    plan: '計畫：用戶端會送出的內容 (RFC 1738 第 3 節)',
    refused: '拒絕', bytes: '送出的位元組', lint: 'Lint 提示',
    noNotes: '沒有提示。', normalized: '正規化形式',
    footer: 'url1738：本頁所依據的函式庫與程式。上方所選語言的訊息來自其翻譯目錄。',
  },
};
