/* SPDX-License-Identifier: MIT */
/*
 * messages.c - every message the library gives a person, in the three
 * languages of RFC 1738's readers: English (the messages themselves),
 * Japanese and Chinese in Traditional characters, in the words of the
 * translations rfc1738.ja.txt and rfc1738.zh-hant.txt (docs/glossary.md).
 *
 * Every table has one column per language, URL1738__LANG_COUNT of them
 * in enum url1738_lang's order (a language added to the enum without its
 * column does not build). The generic messages of the error codes and
 * lint warnings are found by code, in constant time: code_text and
 * warn_text are indexed by the code's value, English from the header's
 * one list (URL1738_ERRORS, URL1738_WARNINGS), the others from TR()
 * below. The specific messages are keyed by their English text in
 * catalog, so such a message needs no identifier beyond itself and a new
 * one cannot be forgotten: t_i18n lists every message literal of src/
 * (tests/i18n_scan.py) and fails on one this file does not translate.
 * url1738_localize() of a text is a search (read once per error, never
 * on the parsing path). Static data, no allocation, no locale.
 */
#include <string.h>

#include "grammar/grammar.h"

/* One more than the largest error code and warning code: the length of
 * the tables indexed by code (a union is as big as its biggest member). */
#define CODE_LIM_(name, value, msg) char name[(value) + 1];
union code_limit_ { URL1738_ERRORS(CODE_LIM_) };
#undef CODE_LIM_
#define WARN_LIM_(name, value, sev, msg) char name[(value) + 1];
union warn_limit_ { URL1738_WARNINGS(WARN_LIM_) };
#undef WARN_LIM_
#define CODE_LIMIT sizeof(union code_limit_)
#define WARN_LIMIT sizeof(union warn_limit_)

/* TR(NAME, ja, zh): the texts of code or warning URL1738_NAME in the
 * languages after English. */
_Static_assert(URL1738__LANG_COUNT == 3,
               "TR() gives ja and zh-Hant: give it the new language too");
#define TR(name, ja, zh)                                                     \
    [URL1738_##name][URL1738_LANG_JA] = ja,                                  \
    [URL1738_##name][URL1738_LANG_ZH_HANT] = zh,

/* The generic message of each error code, by code and language. */
static const char *const code_text[CODE_LIMIT][URL1738__LANG_COUNT] = {
#define CODE_EN_(name, value, msg) [value][URL1738_LANG_EN] = msg,
    URL1738_ERRORS(CODE_EN_)
#undef CODE_EN_
    TR(OK,
       "エラーなし",
       "沒有錯誤")
    TR(E_MUST_ENCODE,
       "この文字は %XX の形に符号化しなければならない",
       "此字元必須以 %XX 形式編碼")
    TR(E_ESCAPE,
       "'%' の後には16進の数字が2つ必要",
       "'%' 之後須有兩個十六進位數字")
    TR(E_SCHEME,
       "体系名(英字、数字、'+'、'-'、'.')が必要",
       "須為方案名稱(字母、數字、'+'、'-'、'.')")
    TR(E_COLON,
       "体系名の後には ':' が必要",
       "方案名稱之後須有 ':'")
    TR(E_SLASHES,
       "体系名の後には \"//\" が必要",
       "方案名稱之後須有 \"//\"")
    TR(E_HOST,
       "ホスト名またはIPアドレスが必要",
       "須為域名或IP地址")
    TR(E_HOST_LABEL,
       "ホスト名のドメインラベルは英字か数字で始まり、英字か数字で終わらなければならない",
       "域名的域標誌必須以字母或數字開頭和結束")
    TR(E_HOST_TOPLABEL,
       "ホスト名の最後のドメインラベルは英字で始まらなければならない(あるいはホストは \".\" で区切った4つの数でなければならない)",
       "域名最右邊的域標誌必須以字母開頭(否則主機須為以 \".\" 分隔的四組數字)")
    TR(E_PORT,
       "ポートの数字が必要",
       "須為埠的數字")
    TR(E_AFTER_HOST,
       "ホストの後には ':' とポート、'/'、または末尾が必要",
       "主機之後須為 ':' 與埠、'/' 或結尾")
    TR(E_AT,
       "ユーザ名とパスワードの後には '@' が必要",
       "用戶名和密碼之後須有 '@'")
    TR(E_NO_LOGIN,
       "この体系ではユーザ名もパスワードも使えない",
       "此方案不允許用戶名或密碼")
    TR(E_USER,
       "ユーザ名とパスワードの中では ':'、'@'、'/' を符号化しなければならない",
       "用戶名或密碼中的 ':'、'@' 和 '/' 必須編碼")
    TR(E_FTP_TYPE,
       "\";type=\" とタイプ a、i、d のいずれかが必要",
       "須為 \";type=\" 及類型 a、i 或 d")
    TR(E_END,
       "ここで URL が終わらなければならない",
       "URL 應在此結束")
    TR(E_RESERVED,
       "この予約文字はここでは符号化しなければならない",
       "此保留字元在此必須編碼")
    TR(E_SLASH,
       "'/' が必要",
       "須有 '/'")
    TR(E_MAILTO,
       "メールアドレスが必要",
       "須為電子郵件地址")
    TR(E_NEWS,
       "'*'、ニュースグループ名、またはメッセージ識別子が必要",
       "須為 '*'、新聞組名稱或消息標誌符")
    TR(E_ARTICLE,
       "メッセージ識別子の終わりには '@' とホストが必要",
       "消息標誌符須以 '@' 與主機結尾")
    TR(E_GROUP,
       "英字で始まるニュースグループ名が必要",
       "須為以字母開頭的新聞組名稱")
    TR(E_ARTNUM,
       "記事番号の数字が必要",
       "須為文章編號的數字")
    TR(E_WAIS,
       "WAIS のタイプの後には '/' と文書のパスが必要",
       "WAIS 類型之後須有 '/' 與文檔路徑")
    TR(E_FIELD,
       "フィールド名の後には '=' が必要",
       "欄位名稱之後須有 '='")
    TR(E_TELNET,
       "telnet URL は最後の '/' で終わらなければならない",
       "telnet URL 應在最後的 '/' 之後結束")
    TR(E_GROUP_CHAR,
       "ニュースグループ名の英字、数字、'-'、'.'、'+'、'_'、または '/' か末尾が必要",
       "須為新聞組名稱的字母、數字、'-'、'.'、'+'、'_',或 '/' 或結尾")
    TR(E_IPV6,
       "IPv6 アドレスが必要: 1〜4 桁の16進数字のグループを ':' で区切って最大 8 個、省略するグループには '::' を1つ",
       "須為 IPv6 地址:最多 8 組以 ':' 分隔的 1 至 4 位十六進位數字,省略的組以一個 '::' 表示")
    TR(E_IPV4,
       "IPv6 アドレスの IPv4 部分には先頭に 0 のない 0-255 の数が必要",
       "IPv6 地址的 IPv4 部分須為不帶前導零的 0-255 之數")
    TR(E_IPVFUTURE,
       "IPvFuture リテラルが必要: 'v'、16進の数字、'.'、その後に英字、数字、'-._~'、sub-delims または ':'",
       "須為 IPvFuture 字面值:'v'、十六進位數字、'.',然後是字母、數字、'-._~'、sub-delims 或 ':'")
    TR(E_AUTHORITY,
       "authority 内には '@'、':' とポート、'/'、'?'、'#' または終わりが必要",
       "authority 中須有 '@'、':' 與埠、'/'、'?'、'#' 或結尾")
    TR(E_SEGMENT_COLON,
       "相対パスの最初のセグメントには ':' を置けない (前に \"./\" を書くこと)",
       "相對路徑的第一個片段不得含有 ':' (請在前面加上 \"./\")")
    TR(E_NOSPACE,
       "出力バッファが小さすぎる",
       "輸出緩衝區太小")
    TR(E_INVALID_ARG,
       "引数が正しくない",
       "參數無效")
    TR(E_UNSUPPORTED,
       "この体系では使えない",
       "此方案不支援此操作")
    TR(E_PLAN_DELIMITER,
       "送られるフィールドの中で %XX が CR、LF、NUL に復号される",
       "在要傳送的欄位中,%XX 解碼為 CR、LF 或 NUL")
    TR(E_PLAN_GOPHER,
       "セレクタ、検索または gopher+ 文字列の中で %XX が Gopher の区切り符号に復号される",
       "在選擇器、搜索或 gopher+ 字串中,%XX 解碼為 Gopher 的分界符")
    TR(E_PLAN_PORT,
       "ポートが 0 か 65535 を超えている",
       "埠為 0 或大於 65535")
    TR(E_PLAN_EMAIL,
       "メールアドレスに制御用の8ビット値、DEL または 0xFF が含まれている",
       "電子郵件地址含有控制用的八位位元組、DEL 或 0xFF")
    TR(E_PLAN_CONTROL,
       "%XX が FTP または NNTP のコマンドの引数の中で制御用の8ビット値、DEL または 0xFF に復号される",
       "%XX 在 FTP 或 NNTP 的命令參數中解碼為控制用的八位位元組、DEL 或 0xFF")
    TR(E_PLAN_MESSAGE_ID,
       "news のメッセージ識別子が正しい RFC 822 の msg-id ではない",
       "news 的消息標誌符不是格式正確的 RFC 822 msg-id")
    TR(E_PLAN_ADDRESS,
       "mailto のアドレスが正しい RFC 822 の addr-spec ではない",
       "mailto 的地址不是格式正確的 RFC 822 addr-spec")
    TR(E_PLAN_RESERVED_PORT,
       "ポートが予約範囲 1-1023 にあり、体系のデフォルトではない",
       "埠位於保留範圍 1-1023,且不是方案的預設埠")
    TR(E_PLAN_ASK_PORT,
       "gopher+ の ASK ブロックはデフォルトのポートにだけ送られる",
       "gopher+ ASK 區塊只送往預設的埠")
    TR(E_BUILD_VALUE,
       "この部分の値は URL に書けない",
       "此部分的值無法寫入 URL")
    TR(E_BUILD_PART,
       "この体系にはそのような部分はない",
       "此方案沒有這個部分")
    TR(E_BUILD_MISSING,
       "この部分に必要な部分が欠けている",
       "缺少此部分所需的另一部分")
    TR(E_UNREPAIRABLE,
       "この入力は URL に修復できない",
       "此輸入無法修復為 URL")
    TR(E_UNCLOSED,
       "<URL: または < の囲みが '>' で閉じられていない",
       "<URL: 或 < 的包裝沒有以 '>' 結束")
    TR(E_TOO_LONG,
       "URL が抽出器の保持できる長さを超えている",
       "URL 超過擷取器可保存的長度")
    TR(E_BASE_RELATIVE,
       "基底 URL は体系名と ':' で始まらなければならない",
       "基準 URL 必須以方案名稱和 ':' 開頭")
    TR(E_NOT_HIERARCHICAL,
       "この基底に対して相対参照は意味を持たない(\"//\" がない、または mailto、news、telnet)",
       "相對參照對此基準沒有意義(沒有 \"//\",或為 mailto、news、telnet)")
    TR(E_TARGET_RELATIVE,
       "目標 URL は体系名と ':' で始まらなければならない",
       "目標 URL 必須以方案名稱和 ':' 開頭")
    TR(E_NO_REFERENCE,
       "この目標に解決される参照はない: RFC 3986 の解決は '.' と '..' の要素を取り除く",
       "沒有參照能解析為此目標:RFC 3986 的解析會移除其 '.' 與 '..' 段")
    TR(E_WHATWG_RELATIVE,
       "missing-scheme-non-relative-URL: 体系名がなく、相対参照の基準となる基底 URL もない (基底 URL か体系名を与えること)",
       "missing-scheme-non-relative-URL:沒有方案名稱,也沒有可作為相對參照基準的基底 URL (請提供基底 URL 或方案名稱)")
    TR(E_WHATWG_HOST_MISSING,
       "host-missing: この体系にはホストが必要",
       "host-missing:此方案須有主機")
    TR(E_WHATWG_PORT,
       "port-invalid: ポートは数字だけでなければならない",
       "port-invalid:埠號只能由數字組成")
    TR(E_WHATWG_PORT_RANGE,
       "port-out-of-range: ポートが 65535 を超えている",
       "port-out-of-range:埠號超過 65535")
    TR(E_WHATWG_HOST_CHAR,
       "host-invalid-code-point: ホストに使えない符号位置がホストにある (符号化するか、取り除くこと)",
       "host-invalid-code-point:主機含有主機不得含有的碼位 (請將其編碼或移除)")
    TR(E_WHATWG_IPV4,
       "ホストが数で終わるので IPv4 アドレスでなければならないが、そうではない (ipv4-too-many-parts、ipv4-non-numeric-part または ipv4-out-of-range-part)",
       "主機以數字結尾,因此必須是 IPv4 位址,但它不是 (ipv4-too-many-parts、ipv4-non-numeric-part 或 ipv4-out-of-range-part)")
    TR(E_WHATWG_IPV6,
       "角括弧内のホストが IPv6 アドレスではない",
       "方括號內的主機不是 IPv6 位址")
    TR(E_WHATWG_IDNA,
       "domain-to-ASCII: UTS #46 がこのドメインを拒否する",
       "domain-to-ASCII:UTS #46 拒絕此網域")
    TR(E_WHATWG_NO_ICU,
       "このドメインは ASCII ではなく、このビルドには IDNA (ICU) がない: Punycode (xn--) で書くか、ICU 付きでビルドすること",
       "此網域不是 ASCII,而此建置沒有 IDNA (ICU):請以 Punycode (xn--) 書寫,或以 ICU 建置")
};

/* The generic message of each lint warning, by code and language. */
static const char *const warn_text[WARN_LIMIT][URL1738__LANG_COUNT] = {
#define WARN_EN_(name, value, sev, msg) [value][URL1738_LANG_EN] = msg,
    URL1738_WARNINGS(WARN_EN_)
#undef WARN_EN_
    TR(W_PORT,
       "体系のデフォルトとは違うポート (6)",
       "不是方案預設值的埠 (6)")
    TR(W_PORT_RESERVED,
       "体系のデフォルトとは違う、1024 未満の予約範囲のポート: 別のプロトコルが応答するかもしれない (6)",
       "不是方案預設值的埠,位於 1024 以下的保留範圍:可能由另一個協議回應 (6)")
    TR(W_PORT_RANGE,
       "ポートが 0 か 65535 を超えている: 接続先がない",
       "埠為 0 或大於 65535:無處可連接")
    TR(W_PASSWORD,
       "URL の中のパスワードは秘密にならない (6)",
       "URL 中的密碼並不保密 (6)")
    TR(W_ENCODED_DELIMITER,
       "%XX がプロトコルの区切り符号(CR、LF、NUL、TAB)を符号化している: 転送の前に復号してはならない (6)",
       "%XX 編碼了協議的分界符(CR、LF、NUL 或 TAB):傳送前不得解碼 (6)")
    TR(W_ENCODED_RESERVED,
       "%XX が予約文字を符号化している: ここではデータであって区切り符号ではなく、符号化したままにしなければならない (2.2)",
       "%XX 編碼了保留字元:它在此是資料而不是分界符,必須保持編碼 (2.2)")
    TR(W_HOSTNUMBER_RANGE,
       "IPアドレスの一部が 255 を超えている",
       "IP地址的某一部分大於 255")
    TR(W_HOSTNUMBER_ZERO,
       "IPアドレスの一部が 0 で始まっている: 8進数として読むリゾルバがある",
       "IP地址的某一部分以 0 開頭:有些解析器會把它當作八進位")
    TR(W_UNSAFE,
       "安全でない文字: 常に符号化しなければならない (2.2)",
       "不安全的字元,必須一律編碼 (2.2)")
    TR(W_8BIT,
       "8ビット値: URL は US-ASCII で書かれる (2.2)",
       "八位位元組:URL 以 US-ASCII 書寫 (2.2)")
    TR(W_CONTROL,
       "制御文字: 符号化しなければならない (2.2)",
       "控制字元,必須編碼 (2.2)")
    TR(W_ENCODED_8BIT,
       "%XX が US-ASCII でない8ビット値を符号化している: その意味は文字セットによって変わる (2.2)",
       "%XX 編碼了非 US-ASCII 的八位位元組:其意義取決於字元集 (2.2)")
    TR(W_ENCODED_UNRESERVED,
       "%XX が符号化の要らない文字を符号化している: URL が最も簡単な形になっていない (2.2)",
       "%XX 編碼了無需編碼的字元:URL 不是最簡形式 (2.2)")
    TR(W_LOWER_HEX,
       "%XX が小文字の16進の数字を使っている (2.2 では \"0123456789ABCDEF\" と書く)",
       "%XX 使用了小寫的十六進位數字(2.2 寫作 \"0123456789ABCDEF\")")
    TR(W_SCHEME_CASE,
       "体系名が小文字で書かれていない (2.1)",
       "方案名稱不是小寫 (2.1)")
    TR(W_UNKNOWN_SCHEME,
       "3章の体系のどれでもない: アクセス計画はない",
       "不是第 3 節的方案之一:沒有存取計畫")
    TR(W_EMPTY_USER,
       "空のユーザ名: anonymous ログインではない (3.1, 3.2.1)",
       "空的用戶名:不是匿名登錄 (3.1, 3.2.1)")
    TR(W_FTP_NO_TYPE,
       ";type= がない: 転送モードのタイプは名前から推測される (3.2.3)",
       "沒有 ;type=:傳輸模式的類型將從名稱猜測 (3.2.3)")
    TR(W_DOT_SEGMENT,
       "\".\" または \"..\" の要素: そのまま送られ、意図したディレクトリの外に出るかもしれない (3.2.4)",
       "\".\" 或 \"..\" 段:會原樣送出,可能離開預期的目錄 (3.2.4)")
    TR(W_FILE_REMOTE,
       "別のホストのファイル (file) URL: それに届くプロトコルはない (3.10)",
       "另一主機上的文件 (file) URL:沒有可到達它的協議 (3.10)")
    TR(W_NEWS_LOCAL,
       "news URL はサーバを指定していない: 読者自身のサーバが使われる (3.6)",
       "news URL 沒有指明伺服器:將使用讀者自己的伺服器 (3.6)")
    TR(W_RFC3986_ONLY,
       "RFC 3986 では有効、RFC 1738 では無効: RFC 1738 の読み方はここで止まる",
       "依 RFC 3986 有效,依 RFC 1738 無效:RFC 1738 的讀法在此停止")
    TR(W_RFC1738_ONLY,
       "RFC 1738 では有効、RFC 3986 では無効: RFC 3986 の読み方はここで止まる",
       "依 RFC 1738 有效,依 RFC 3986 無效:RFC 3986 的讀法在此停止")
    TR(W_HOST_READING,
       "二つの読み方でホストが異なる: RFC 3986 はこれをホストと読む",
       "兩種讀法得出不同的主機:RFC 3986 讀出的是這一個")
    TR(W_QUERY_READING,
       "RFC 3986 はこの '?' の後をクエリと読む。RFC 1738 はパスの一部と読む (RFC 3986 3.4)",
       "RFC 3986 將此 '?' 之後讀作查詢;RFC 1738 將其讀作路徑的一部分 (RFC 3986 3.4)")
    TR(W_AUTHORITY_READINGS,
       "読み方によってこの URL の送り先が異なる: RFC 1738、RFC 3986、WHATWG の URL Standard が別の体系、userinfo、ホストまたはポートを読む (url1738 diff で示される)",
       "依讀法不同,此 URL 會被送往不同的地方:RFC 1738、RFC 3986 與 WHATWG 的 URL Standard 讀出不同的方案、userinfo、主機或埠 (url1738 diff 會列出)")
};
#undef TR

/* The specific messages, keyed by their English (column 0), sorted as
 * they appear in the sources. */
static const char *const catalog[][URL1738__LANG_COUNT] = {
    { "\"schemepart\" is another scheme's whole schemepart: no host, user, port or path with it",
      "\"schemepart\" はその他の体系の schemepart 全体: ホスト、user、ポート、パスとは併用できない",
      "\"schemepart\" 是其他方案的整個 schemepart: 不能與主機、user、埠或路徑並用" },
    { "struct url1738_url: its size member is not set or too small: initialize it with URL1738_URL_INIT (or set size to sizeof(struct url1738_url))",
      "struct url1738_url: size メンバが設定されていないか小さすぎる: URL1738_URL_INIT で初期化すること (または size を sizeof(struct url1738_url) にする)",
      "struct url1738_url:size 成員未設定或太小:請以 URL1738_URL_INIT 初始化 (或將 size 設為 sizeof(struct url1738_url))" },
    { "struct url1738_parts: its size member is not set or too small: initialize it with URL1738_PARTS_INIT (or set size to sizeof(struct url1738_parts))",
      "struct url1738_parts: size メンバが設定されていないか小さすぎる: URL1738_PARTS_INIT で初期化すること (または size を sizeof(struct url1738_parts) にする)",
      "struct url1738_parts:size 成員未設定或太小:請以 URL1738_PARTS_INIT 初始化 (或將 size 設為 sizeof(struct url1738_parts))" },
    { "struct url1738_plan: its size member is not set or too small: initialize it with URL1738_PLAN_INIT (or set size to sizeof(struct url1738_plan))",
      "struct url1738_plan: size メンバが設定されていないか小さすぎる: URL1738_PLAN_INIT で初期化すること (または size を sizeof(struct url1738_plan) にする)",
      "struct url1738_plan:size 成員未設定或太小:請以 URL1738_PLAN_INIT 初始化 (或將 size 設為 sizeof(struct url1738_plan))" },
    { "struct url1738_plan: this size is the layout of a development snapshot between 1.1.0 and 1.2.0, which is not supported: rebuild the program against this url1738.h",
      "struct url1738_plan: この size は 1.1.0 と 1.2.0 の間の開発版の配置であり、対応していない: このプログラムをこの url1738.h で再ビルドすること",
      "struct url1738_plan:此 size 是 1.1.0 與 1.2.0 之間開發版的配置,不受支援:請以此 url1738.h 重新建置程式" },
    { "struct url1738_warning: its size member is not set or too small: initialize it with URL1738_WARNING_INIT (or set size to sizeof(struct url1738_warning))",
      "struct url1738_warning: size メンバが設定されていないか小さすぎる: URL1738_WARNING_INIT で初期化すること (または size を sizeof(struct url1738_warning) にする)",
      "struct url1738_warning:size 成員未設定或太小:請以 URL1738_WARNING_INIT 初始化 (或將 size 設為 sizeof(struct url1738_warning))" },
    { "struct url1738_change: its size member is not set or too small: initialize it with URL1738_CHANGE_INIT (or set size to sizeof(struct url1738_change))",
      "struct url1738_change: size メンバが設定されていないか小さすぎる: URL1738_CHANGE_INIT で初期化すること (または size を sizeof(struct url1738_change) にする)",
      "struct url1738_change:size 成員未設定或太小:請以 URL1738_CHANGE_INIT 初始化 (或將 size 設為 sizeof(struct url1738_change))" },
    { "unknown error code",
      "未知のエラーコード",
      "未知的錯誤代碼" },
    { "this scheme has no host",
      "この体系にはホストがない",
      "此方案沒有主機" },
    { "this scheme has no port",
      "この体系にはポートがない",
      "此方案沒有埠" },
    { "this scheme has no path segments",
      "この体系にはパスの要素がない",
      "此方案沒有路徑段" },
    { "this scheme has no type",
      "この体系にはタイプがない",
      "此方案沒有類型" },
    { "only gopher has a selector",
      "セレクタを持つのは gopher だけ",
      "只有 gopher 有選擇器" },
    { "this scheme has no search",
      "この体系には検索がない",
      "此方案沒有搜索" },
    { "only gopher has a gopher+ string",
      "gopher+ 文字列を持つのは gopher だけ",
      "只有 gopher 有 gopher+ 字元串" },
    { "only mailto has an address",
      "アドレスを持つのは mailto だけ",
      "只有 mailto 有地址" },
    { "only news has news:*",
      "news:* を持つのは news だけ",
      "只有 news 有 news:*" },
    { "only news and nntp have a group or an article",
      "グループや記事を持つのは news と nntp だけ",
      "只有 news 和 nntp 有組或文章" },
    { "only wais has a database, wtype or wpath",
      "データベース、wtype、wpath を持つのは wais だけ",
      "只有 wais 有資料庫、wtype 或 wpath" },
    { "only prospero has fields",
      "フィールドを持つのは prospero だけ",
      "只有 prospero 有欄位" },
    { "only other schemes have a path string",
      "パス文字列を持つのはその他の体系だけ",
      "只有其他方案有路徑字元串" },
    { "a password needs a user name",
      "パスワードにはユーザ名が必要",
      "密碼需要用戶名" },
    { "this scheme needs a host",
      "この体系にはホストが必要",
      "此方案需要主機" },
    { "the host is not a host name or a host number",
      "ホストがホスト名でもIPアドレスでもない",
      "主機既不是域名也不是IP地址" },
    { "the port must be decimal digits",
      "ポートは10進の数字でなければならない",
      "埠必須是十進位數字" },
    { "an ftp type needs a path",
      "ftp のタイプにはパスが必要",
      "ftp 類型需要路徑" },
    { "the ftp type must be a, i or d",
      "ftp のタイプは a、i、d のいずれかでなければならない",
      "ftp 類型必須是 a、i 或 d" },
    { "an http search needs a path",
      "http の検索にはパスが必要",
      "http 搜索需要路徑" },
    { "a gopher selector needs a gopher type",
      "gopher のセレクタには gopher のタイプが必要",
      "gopher 選擇器需要 gopher 類型" },
    { "the gopher type must be one character",
      "gopher のタイプは1文字でなければならない",
      "gopher 類型必須是一個字元" },
    { "a gopher+ string needs a search",
      "gopher+ 文字列には検索が必要",
      "gopher+ 字元串需要搜索" },
    { "a gopher selector cannot hold a TAB",
      "gopher のセレクタには TAB を入れられない",
      "gopher 選擇器不能含有 TAB" },
    { "a gopher search cannot hold a TAB",
      "gopher の検索には TAB を入れられない",
      "gopher 搜索不能含有 TAB" },
    { "mailto needs an address",
      "mailto にはアドレスが必要",
      "mailto 需要地址" },
    { "news needs exactly one of all, group, article",
      "news には all、group、article (記事) のちょうど1つが必要",
      "news 需要 all、group、article (文章) 其中恰好一個" },
    { "not a newsgroup name (letter, then letters, digits, - . + _)",
      "ニュースグループ名ではない(英字の後に英字、数字、- . + _)",
      "不是新聞組名稱(字母開頭,其後為字母、數字、- . + _)" },
    { "a message-id is unique@host",
      "メッセージ識別子は unique@host (一意の名前@ホスト) の形",
      "消息標誌符的形式為 unique@host (唯一名稱@主機)" },
    { "the host of a message-id is not a host",
      "メッセージ識別子のホストがホストではない",
      "消息標誌符的主機不是主機" },
    { "nntp needs a group",
      "nntp にはグループが必要",
      "nntp 需要組" },
    { "an nntp article number must be digits",
      "nntp の記事番号は数字でなければならない",
      "nntp 文章編號必須是數字" },
    { "a telnet URL has no path beyond its final '/'",
      "telnet URL には最後の '/' より後のパスはない",
      "telnet URL 在最後的 '/' 之後沒有路徑" },
    { "wais needs a database",
      "wais にはデータベースが必要",
      "wais 需要資料庫" },
    { "a wais document needs both wtype and wpath",
      "wais の文書には wtype と wpath の両方が必要",
      "wais 文檔需要 wtype 和 wpath 兩者" },
    { "a wais URL has a search or a document, not both",
      "wais URL は検索か文書のどちらかを持ち、両方は持たない",
      "wais URL 只能有搜索或文檔之一,不能兩者皆有" },
    { "a file URL needs a path",
      "ファイル (file) URL にはパスが必要",
      "文件 (file) URL 需要路徑" },
    { "a prospero URL needs a path",
      "prospero URL にはパスが必要",
      "prospero URL 需要路徑" },
    { "no parts given",
      "部分が与えられていない",
      "沒有提供任何部分" },
    { "a scheme name is letters, digits, + - .",
      "体系名は英字、数字、+ - . からなる",
      "方案名稱由字母、數字、+ - . 組成" },
    { "that scheme is one of section 3: set scheme_id instead",
      "その体系は3章のものである: 代わりに scheme_id を設定すること",
      "該方案屬於第 3 節:請改為設定 scheme_id" },
    { "no scheme given",
      "体系が与えられていない",
      "沒有提供方案" },
    /* plan: section 6 refusals (protocol.c composes them from these). */
    { "the FTP user name (USER argument)",
      "FTP のユーザ名 (USER の引数)",
      "FTP 的用戶名 (USER 的參數)" },
    { "the FTP password (PASS argument)",
      "FTP のパスワード (PASS の引数)",
      "FTP 的密碼 (PASS 的參數)" },
    { "an FTP directory segment (CWD argument)",
      "FTP のディレクトリの要素 (CWD の引数)",
      "FTP 的目錄段 (CWD 的參數)" },
    { "the FTP file name (RETR or NLST argument)",
      "FTP のファイル名 (RETR または NLST の引数)",
      "FTP 的文件名 (RETR 或 NLST 的參數)" },
    { "an NNTP command argument",
      "NNTP のコマンドの引数",
      "NNTP 的命令參數" },
    { "the news message-id (NNTP ARTICLE)",
      "news のメッセージ識別子 (NNTP の記事 ARTICLE)",
      "news 的消息標誌符 (NNTP 文章 ARTICLE)" },
    { "the Gopher selector",
      "Gopher のセレクタ",
      "Gopher 的選擇器" },
    { "the Gopher search string",
      "Gopher の検索文字列",
      "Gopher 的搜索字串" },
    { "the gopher+ string",
      "gopher+ 文字列",
      "gopher+ 字串" },
    { "a line of the gopher+ ASK block",
      "gopher+ の ASK ブロックの行",
      "gopher+ ASK 區塊中的一行" },
    { "the mailto address (SMTP RCPT TO)",
      "mailto のアドレス (SMTP RCPT TO)",
      "mailto 的地址 (SMTP RCPT TO)" },
    { "the HTTP request target",
      "HTTP の要求対象",
      "HTTP 的請求目標" },
    { "the telnet user name or password",
      "telnet のユーザ名またはパスワード",
      "telnet 的用戶名或密碼" },
    { "the local file path",
      "ローカルのファイルのパス",
      "本機文件的路徑" },
    { "the WAIS database name",
      "WAIS のデータベース名",
      "WAIS 資料庫名稱" },
    { "the WAIS search words",
      "WAIS の検索語",
      "WAIS 搜索詞" },
    { "the WAIS document type (wtype)",
      "WAIS の文書のタイプ (wtype)",
      "WAIS 文檔類型 (wtype)" },
    { "the WAIS document path (wpath)",
      "WAIS の文書のパス (wpath)",
      "WAIS 文檔路徑 (wpath)" },
    { "the Prospero path",
      "Prospero のパス",
      "Prospero 路徑" },
    { "a Prospero field (name or value)",
      "Prospero のフィールド (名前または値)",
      "Prospero 欄位 (名稱或值)" },
    { " decodes to ",
      " を復号すると ",
      " 解碼為 " },
    { "a space",
      "空白",
      "空格" },
    { "the 8-bit byte",
      "8ビット値",
      "八位位元組" },
    { "0xFF (Telnet IAC)",
      "0xFF (Telnet の IAC)",
      "0xFF (Telnet 的 IAC)" },
    { " ends too early",
      " が早く終わりすぎている",
      " 過早結束" },
    { " (RFC 1738 section 6)",
      " (RFC 1738 6章)",
      " (RFC 1738 第 6 節)" },
    { " is not the default ",
      " はデフォルトでない ",
      " 不是預設的 " },
    { " is in the reserved range 1-1023 and is not the default ",
      " は予約範囲 1-1023 にあり、デフォルトでない ",
      " 位於保留範圍 1-1023,且不是預設的 " },
    { ": a gopher+ ASK block sends lines of the URL's choosing, only to a Gopher server",
      ": gopher+ の ASK ブロックは URL が選んだ行を送るので、Gopher サーバにだけ送る",
      ":gopher+ ASK 區塊會送出由 URL 決定的行,只能送往 Gopher 伺服器" },
    { ": another protocol may answer there",
      ": そこでは別のプロトコルが応答するかもしれない",
      ":該處可能由另一種協議回應" },
    { " (RFC 1738 section 6); --allow-port=",
      " (RFC 1738 6章); --allow-port=",
      " (RFC 1738 第 6 節); --allow-port=" },
    { " allows it",
      " で許可できる",
      " 可允許它" },
    { "no access plan: not one of the schemes of section 3",
      "アクセス計画はない: 3章の体系のどれでもない",
      "沒有存取計畫:不是第 3 節的方案之一" },
    { "a reserved character that is not allowed here was encoded",
      "ここで許されない予約文字を符号化した",
      "已將此處不允許的保留字元編碼" },
    { "white space before the URL removed",
      "URL の前の空白を取り除いた",
      "已移除 URL 之前的空白" },
    { "'/' inserted between the host and the search",
      "ホストと検索の間に '/' を挿入した",
      "已在主機與搜索之間插入 '/'" },
    { "the scheme was lower-cased",
      "体系名を小文字にした",
      "已將方案名稱改為小寫" },
    { "a '%' that starts no escape was encoded as %25",
      "%XX を始めない '%' を %25 に符号化した",
      "已將不構成 %XX 的 '%' 編碼為 %25" },
    { "white space after the URL removed",
      "URL の後の空白を取り除いた",
      "已移除 URL 之後的空白" },
    { "the fragment from '#' on was split off: a URL has none",
      "'#' 以降のフラグメントを切り離した: URL はフラグメントを持たない",
      "已將 '#' 起的片段分離:URL 沒有片段" },
    { "a host holds only letters, digits, '-' and '.', and no escape",
      "ホストは英字、数字、'-'、'.' だけからなり、%XX を含まない",
      "主機只由字母、數字、'-'、'.' 組成,不含 %XX" },
    { "a newsgroup name is a letter, then letters, digits, '-', '.', '+' or '_', and no escape",
      "ニュースグループ名は英字で始まり、英字、数字、'-'、'.'、'+'、'_' が続き、%XX を含まない",
      "新聞組名稱以字母開頭,後接字母、數字、'-'、'.'、'+'、'_',不含 %XX" },
    { "this part is not one of the reading's (RFC 1738 or RFC 3986)",
      "この部分はその読み方 (RFC 1738 または RFC 3986) のものではない",
      "此部分不屬於該讀法 (RFC 1738 或 RFC 3986)" },
    { "too many characters to encode for their context: repair stops where its work would grow faster than the input",
      "文脈に応じて符号化すべき文字が多すぎる: 仕事が入力より速く増えるところで修復をやめる",
      "需依上下文編碼的字元過多:修復在工作量增長快於輸入之處停止" },
    { "dst is NULL but cap is not 0",
      "dst が NULL なのに cap が 0 でない",
      "dst 為 NULL,但 cap 不為 0" },
    /* RFC 3986 reading (rfc3986.c): codes, then its specific messages. */
    { "'[' and ']' are allowed only around an IP literal host: encode them as %5B and %5D",
      "'[' と ']' は IP リテラルのホストを囲む場合にのみ使える: %5B と %5D に符号化すること",
      "'[' 與 ']' 只能用於包圍 IP 字面值的主機:請編碼為 %5B 與 %5D" },
    { "a second '#': encode it as %23 in the fragment",
      "2つ目の '#': フラグメント内では %23 に符号化すること",
      "第二個 '#':在片段識別符中請編碼為 %23" },
    { "expected '.' and the next number of the IPv4 part",
      "IPv4 部分の '.' と次の数が必要",
      "須有 '.' 與 IPv4 部分的下一個數" },
    { "expected ']' after the IPv4 part of the IPv6 address",
      "IPv6 アドレスの IPv4 部分の後には ']' が必要",
      "IPv6 地址的 IPv4 部分之後須有 ']'" },
    { "expected a digit of the port, '/', '?', '#' or the end",
      "ポートの数字、'/'、'?'、'#' または終わりが必要",
      "須有埠的數字、'/'、'?'、'#' 或結尾" },
    { "a second '@' in the authority: encode it as %40",
      "authority 内の2つ目の '@': %40 に符号化すること",
      "authority 中的第二個 '@':請編碼為 %40" },
    { "'[' may only begin the host (an IP literal): encode it as %5B",
      "'[' はホストの先頭 (IP リテラル) にしか置けない: %5B に符号化すること",
      "'[' 只能作為主機 (IP 字面值) 的開頭:請編碼為 %5B" },
    { "the port must be digits (or an '@' must end the user name and password)",
      "ポートは数字でなければならない (または '@' でユーザ名とパスワードを終えること)",
      "埠必須是數字 (或以 '@' 結束用戶名與密碼)" },
    /* psl_build.c: a Public Suffix List read at run time */
    { "struct url1738_psl: its size member is not set or too small: initialize it with URL1738_PSL_INIT (or set size to sizeof(struct url1738_psl))",
      "struct url1738_psl: size メンバが設定されていないか小さすぎる: URL1738_PSL_INIT で初期化すること (または size を sizeof(struct url1738_psl) にする)",
      "struct url1738_psl:size 成員未設定或太小:請以 URL1738_PSL_INIT 初始化 (或將 size 設為 sizeof(struct url1738_psl))" },
    { "the rule is too long",
      "規則が長すぎる",
      "規則過長" },
    { "a rule has an empty label",
      "規則に空のドメインラベルがある",
      "規則含有空的域標誌" },
    { "a label of the rule is over 255 bytes",
      "規則のドメインラベルが255個の8ビット値を超える",
      "規則的域標誌超過255個八位位元組" },
    { "'*' may only be a whole leftmost label, with more labels after it",
      "'*' は左端のドメインラベル全体としてのみ使え、その後にドメインラベルが続かなければならない",
      "'*' 只能作為最左邊的整個域標誌,且其後須有其他域標誌" },
    { "the rule is not valid UTF-8",
      "規則が正しい UTF-8 ではない",
      "規則不是有效的 UTF-8" },
    { "a rule's line begins with a space or TAB, or the rule holds a CR, NUL, another control byte, DEL or a byte order mark (one rule per line, read up to the first space or TAB)",
      "規則の行が空白か TAB で始まっているか、規則に CR、NUL、他の制御用の8ビット値、DEL またはバイト順マーク (BOM) がある (1行に1つの規則、最初の空白か TAB まで読む)",
      "規則的行以空格或 TAB 開頭,或規則中含有 CR、NUL、其他控制用的八位位元組、DEL 或位元組順序標記 (BOM) (每行一條規則,讀到第一個空格或 TAB 為止)" },
    { "the list's internationalized rules are too many",
      "リストの国際化された規則が多すぎる",
      "清單中的國際化規則過多" },
    /* build.c: parts given already encoded (url1738_parts.encoded). */
    { "an encoded user name holds a byte that must be escaped, or a bad "
      "escape",
      "符号化済みのユーザ名に、符号化すべき8ビット値か不正な %XX がある",
      "已編碼的用戶名含有必須編碼的八位位元組或無效的 %XX" },
    { "an encoded password holds a byte that must be escaped, or a bad "
      "escape",
      "符号化済みのパスワードに、符号化すべき8ビット値か不正な %XX がある",
      "已編碼的密碼含有必須編碼的八位位元組或無效的 %XX" },
    { "an encoded path holds a byte that must be escaped, or a bad escape",
      "符号化済みのパスに、符号化すべき8ビット値か不正な %XX がある",
      "已編碼的路徑含有必須編碼的八位位元組或無效的 %XX" },
    /* build3986.c: url1738_build_spec() under RFC 3986. */
    /* build.c: url1738_build() refuses RFC 3986's parts by name. */
    { "userinfo is a part of the RFC 3986 reading, not of RFC 1738 (url1738_build_spec, --spec=rfc3986)",
      "userinfo は RFC 3986 の読み方の部分で、RFC 1738 の部分ではない (url1738_build_spec, --spec=rfc3986)",
      "userinfo 是 RFC 3986 讀法的部分,不是 RFC 1738 的部分 (url1738_build_spec, --spec=rfc3986)" },
    { "host_type is a part of the RFC 3986 reading, not of RFC 1738 (url1738_build_spec, --spec=rfc3986)",
      "host_type (ホストのタイプ) は RFC 3986 の読み方の部分で、RFC 1738 の部分ではない (url1738_build_spec, --spec=rfc3986)",
      "host_type (主機類型) 是 RFC 3986 讀法的部分,不是 RFC 1738 的部分 (url1738_build_spec, --spec=rfc3986)" },
    { "query is a part of the RFC 3986 reading, not of RFC 1738 (url1738_build_spec, --spec=rfc3986)",
      "query (クエリ) は RFC 3986 の読み方の部分で、RFC 1738 の部分ではない (url1738_build_spec, --spec=rfc3986)",
      "query (查詢字串) 是 RFC 3986 讀法的部分,不是 RFC 1738 的部分 (url1738_build_spec, --spec=rfc3986)" },
    { "fragment is a part of the RFC 3986 reading, not of RFC 1738 (url1738_build_spec, --spec=rfc3986)",
      "fragment (フラグメント) は RFC 3986 の読み方の部分で、RFC 1738 の部分ではない (url1738_build_spec, --spec=rfc3986)",
      "fragment (片段識別符) 是 RFC 3986 讀法的部分,不是 RFC 1738 的部分 (url1738_build_spec, --spec=rfc3986)" },
    { "a URI needs a scheme",
      "URI には体系が必要",
      "URI 需要方案" },
    { "an RFC 3986 scheme name is a letter, then letters, digits, + - .",
      "RFC 3986 の体系名は英字で始まり、英字、数字、+ - . が続く",
      "RFC 3986 的方案名稱以字母開頭,後接字母、數字、+ - ." },
    { "under RFC 3986 a URL has no scheme-specific parts: give the path, query and fragment",
      "RFC 3986 では URL に体系ごとの部分はない: パス、クエリ、フラグメントを与えること",
      "在 RFC 3986 中 URL 沒有方案特有的部分:請給出路徑、查詢字串與片段識別符" },
    { "give userinfo, or user and password, not both",
      "userinfo か、user (ユーザ名) と password (パスワード) のどちらか一方だけを与えること",
      "請只給出 userinfo,或只給出 user (用戶名) 與 password (密碼),不可兩者皆給" },
    { "give the path or its segments, not both",
      "パスかそのセグメントのどちらか一方だけを与えること",
      "請只給出路徑或其片段之一,不可兩者皆給" },
    { "a user name, password or port needs a host",
      "ユーザ名、パスワード、ポートにはホストが必要",
      "用戶名、密碼或埠需要主機" },
    { "an encoded userinfo holds a byte that must be escaped, or a bad escape",
      "符号化済みの userinfo に、符号化すべき8ビット値か不正な %XX がある",
      "已編碼的 userinfo 含有必須編碼的八位位元組或無效的 %XX" },
    { "a host in brackets is an IPv6 address or an IPvFuture literal, then ']'",
      "角括弧内のホストは IPv6 アドレスか IPvFuture リテラルで、']' で終わる",
      "方括號中的主機是 IPv6 地址或 IPvFuture 字面值,並以 ']' 結束" },
    { "an IPv4 host must be four numbers 0-255 separated by '.'",
      "IPv4 のホストは '.' で区切った 0-255 の4つの数でなければならない",
      "IPv4 主機必須是以 '.' 分隔的四個 0-255 之數" },
    { "an encoded host holds a byte that must be escaped, or a bad escape",
      "符号化済みのホストに、符号化すべき8ビット値か不正な %XX がある",
      "已編碼的主機含有必須編碼的八位位元組或無效的 %XX" },
    { "with a host, the path must be empty or begin with '/'",
      "ホストがあるとき、パスは空か '/' で始まらなければならない",
      "有主機時,路徑必須為空或以 '/' 開頭" },
    { "without a host, the path cannot begin with \"//\"",
      "ホストがないとき、パスは \"//\" で始まれない",
      "沒有主機時,路徑不得以 \"//\" 開頭" },
    { "an encoded query holds a byte that must be escaped, or a bad escape",
      "符号化済みのクエリに、符号化すべき8ビット値か不正な %XX がある",
      "已編碼的查詢字串含有必須編碼的八位位元組或無效的 %XX" },
    { "an encoded fragment holds a byte that must be escaped, or a bad escape",
      "符号化済みのフラグメントに、符号化すべき8ビット値か不正な %XX がある",
      "已編碼的片段識別符含有必須編碼的八位位元組或無效的 %XX" },
    { "this schemepart reads as \"//\" and a host: give the host and path "
      "instead",
      "この schemepart は \"//\" とホストとして読まれる: ホストとパスを"
      "別々に与える",
      "此 schemepart 會被讀作 \"//\" 與主機: 請分別給出主機與路徑" },
    { "valid under RFC 3986, where '~' is unreserved (RFC 3986 2.3); RFC 1738 calls it unsafe (2.2)",
      "RFC 3986 では有効: '~' は非予約文字 (RFC 3986 2.3)。RFC 1738 では安全でない文字 (2.2)",
      "依 RFC 3986 有效:'~' 為非保留字元 (RFC 3986 2.3);RFC 1738 視之為不安全 (2.2)" },
    { "valid under RFC 3986, where '#' begins the fragment (RFC 3986 3.5); RFC 1738 leaves the fragment out of the URL",
      "RFC 3986 では有効: '#' はフラグメントの始まり (RFC 3986 3.5)。RFC 1738 はフラグメントを URL に含めない",
      "依 RFC 3986 有效:'#' 開始片段 (RFC 3986 3.5);RFC 1738 不將片段視為 URL 的一部分" },
    { "valid under RFC 3986, where an IPv6 address (or IPvFuture) stands in '[' ']' as the host (RFC 3986 3.2.2)",
      "RFC 3986 では有効: '[' ']' の中の IPv6 アドレス (または IPvFuture) がホストになる (RFC 3986 3.2.2)",
      "依 RFC 3986 有效:'[' ']' 中的 IPv6 位址 (或 IPvFuture) 作為主機 (RFC 3986 3.2.2)" },
    { "valid under RFC 3986, which allows a user name and a password before '@' with any scheme (RFC 3986 3.2.1)",
      "RFC 3986 では有効: どの体系でも '@' の前にユーザ名とパスワードを置ける (RFC 3986 3.2.1)",
      "依 RFC 3986 有效:任何方案皆可在 '@' 之前放用戶名與密碼 (RFC 3986 3.2.1)" },
    { "valid under RFC 3986, whose host (reg-name) allows characters an RFC 1738 host name does not (RFC 3986 3.2.2)",
      "RFC 3986 では有効: そのホスト (reg-name) は RFC 1738 のホスト名が許さない文字を許す (RFC 3986 3.2.2)",
      "依 RFC 3986 有效:其主機 (reg-name) 允許 RFC 1738 域名所不允許的字元 (RFC 3986 3.2.2)" },
    { "valid under RFC 3986, where the port may be empty (RFC 3986 3.2.3)",
      "RFC 3986 では有効: ポートは空でもよい (RFC 3986 3.2.3)",
      "依 RFC 3986 有效:埠可以為空 (RFC 3986 3.2.3)" },
    { "valid under RFC 3986, which reads a query after '?' with any scheme (RFC 3986 3.4)",
      "RFC 3986 では有効: どの体系でも '?' の後をクエリと読む (RFC 3986 3.4)",
      "依 RFC 3986 有效:任何方案皆將 '?' 之後讀作查詢 (RFC 3986 3.4)" },
    { "valid under RFC 1738, but RFC 3986 needs a letter first in a scheme name (RFC 3986 3.1)",
      "RFC 1738 では有効だが、RFC 3986 では体系名は英字で始まらなければならない (RFC 3986 3.1)",
      "依 RFC 1738 有效,但 RFC 3986 要求方案名稱以字母開頭 (RFC 3986 3.1)" },
    { "RFC 3986 reads this as the host; under RFC 1738 the URL has no host (it matches only genericurl)",
      "RFC 3986 はこれをホストと読む。RFC 1738 ではこの URL にホストはない (genericurl にしか合わない)",
      "RFC 3986 將此讀作主機;依 RFC 1738 此 URL 沒有主機 (只符合 genericurl)" },
    /* The WHATWG reading (src/whatwg/) */
    { "host-missing: '@' is followed by no host",
      "host-missing: '@' の後にホストがない",
      "host-missing:'@' 之後沒有主機" },
    { "domain-invalid-code-point: the domain holds a code point no domain may hold",
      "domain-invalid-code-point: ドメインに使えない符号位置がドメインにある",
      "domain-invalid-code-point:網域含有網域不得含有的碼位" },
    { "IPv6-unclosed: '[' begins the host, and no ']' ends it",
      "IPv6-unclosed: ホストが '[' で始まるが、']' で終わっていない",
      "IPv6-unclosed:主機以 '[' 開頭,卻沒有以 ']' 結尾" },
    { "domain-to-ASCII: the domain is empty after UTS #46 mapping",
      "domain-to-ASCII: UTS #46 の対応付けの後、ドメインが空になる",
      "domain-to-ASCII:經 UTS #46 對應後網域為空" },
    { "domain-to-ASCII: the domain is longer than this library's IDNA takes (4096 bytes)",
      "domain-to-ASCII: ドメインがこのライブラリの IDNA が扱える長さ (4096 8ビット値) を超えている",
      "domain-to-ASCII:網域超過本函式庫 IDNA 可處理的長度 (4096 個八位位元組)" },
    { "struct url1738_whatwg: its size member is not set or too small: initialize it with URL1738_WHATWG_INIT",
      "struct url1738_whatwg: size メンバが設定されていないか小さすぎる: URL1738_WHATWG_INIT で初期化すること",
      "struct url1738_whatwg:size 成員未設定或太小:請以 URL1738_WHATWG_INIT 初始化" },
    { "the WHATWG reading fills no struct url1738_url: read it with url1738_whatwg_parse()",
      "WHATWG の読み方は struct url1738_url を埋めない: url1738_whatwg_parse() で読むこと",
      "WHATWG 讀法不填 struct url1738_url:請以 url1738_whatwg_parse() 讀取" },
};

/* The "must be encoded" message of each byte (chars.c), translated the
 * same way: control characters, 8-bit bytes, then the unsafe ones. */
#define CONTROL_BYTES(M)                                                   \
    M(00) M(01) M(02) M(03) M(04) M(05) M(06) M(07) M(08) M(09) M(0A)     \
    M(0B) M(0C) M(0D) M(0E) M(0F) M(10) M(11) M(12) M(13) M(14) M(15)     \
    M(16) M(17) M(18) M(19) M(1A) M(1B) M(1C) M(1D) M(1E) M(1F) M(7F)
#define HIGH_BYTES(M)                                                      \
    M(80) M(81) M(82) M(83) M(84) M(85) M(86) M(87) M(88) M(89) M(8A)       \
    M(8B) M(8C) M(8D) M(8E) M(8F) M(90) M(91) M(92) M(93) M(94) M(95)       \
    M(96) M(97) M(98) M(99) M(9A) M(9B) M(9C) M(9D) M(9E) M(9F) M(A0)       \
    M(A1) M(A2) M(A3) M(A4) M(A5) M(A6) M(A7) M(A8) M(A9) M(AA) M(AB)       \
    M(AC) M(AD) M(AE) M(AF) M(B0) M(B1) M(B2) M(B3) M(B4) M(B5) M(B6)       \
    M(B7) M(B8) M(B9) M(BA) M(BB) M(BC) M(BD) M(BE) M(BF) M(C0) M(C1)       \
    M(C2) M(C3) M(C4) M(C5) M(C6) M(C7) M(C8) M(C9) M(CA) M(CB) M(CC)       \
    M(CD) M(CE) M(CF) M(D0) M(D1) M(D2) M(D3) M(D4) M(D5) M(D6) M(D7)       \
    M(D8) M(D9) M(DA) M(DB) M(DC) M(DD) M(DE) M(DF) M(E0) M(E1) M(E2)       \
    M(E3) M(E4) M(E5) M(E6) M(E7) M(E8) M(E9) M(EA) M(EB) M(EC) M(ED)       \
    M(EE) M(EF) M(F0) M(F1) M(F2) M(F3) M(F4) M(F5) M(F6) M(F7) M(F8)       \
    M(F9) M(FA) M(FB) M(FC) M(FD) M(FE) M(FF)

#define JA_CONTROL(h) [0x##h] = "制御文字 0x" #h " は %" #h                  \
                               " に符号化しなければならない",
#define JA_HIGH(h) [0x##h] = "8ビット値 0x" #h " は US-ASCII ではないので %"  \
                            #h " に符号化しなければならない",
#define ZH_CONTROL(h) [0x##h] = "控制字元 0x" #h " 必須編碼為 %" #h,
#define ZH_HIGH(h) [0x##h] = "八位位元組 0x" #h " 不是 US-ASCII,必須編碼為 %" #h,

/* The byte messages (url1738__encode_msg) in the languages after
 * English: byte_text[lang - 1][byte]. */
static const char *const byte_text[URL1738__LANG_COUNT - 1][256] = {
  [URL1738_LANG_JA - 1] = {
    CONTROL_BYTES(JA_CONTROL)
    HIGH_BYTES(JA_HIGH)
    [' '] = "空白は %20 に符号化しなければならない",
    ['"'] = "'\"' は %22 に符号化しなければならない",
    ['#'] = "'#' は %23 に符号化しなければならない",
    ['<'] = "'<' は %3C に符号化しなければならない",
    ['>'] = "'>' は %3E に符号化しなければならない",
    ['{'] = "'{' は %7B に符号化しなければならない",
    ['}'] = "'}' は %7D に符号化しなければならない",
    ['|'] = "'|' は %7C に符号化しなければならない",
    ['\\'] = "'\\' は %5C に符号化しなければならない",
    ['^'] = "'^' は %5E に符号化しなければならない",
    ['~'] = "'~' は %7E に符号化しなければならない",
    ['['] = "'[' は %5B に符号化しなければならない",
    [']'] = "']' は %5D に符号化しなければならない",
    ['`'] = "'`' は %60 に符号化しなければならない",
  },
  [URL1738_LANG_ZH_HANT - 1] = {
    CONTROL_BYTES(ZH_CONTROL)
    HIGH_BYTES(ZH_HIGH)
    [' '] = "空格必須編碼為 %20",
    ['"'] = "'\"' 必須編碼為 %22",
    ['#'] = "'#' 必須編碼為 %23",
    ['<'] = "'<' 必須編碼為 %3C",
    ['>'] = "'>' 必須編碼為 %3E",
    ['{'] = "'{' 必須編碼為 %7B",
    ['}'] = "'}' 必須編碼為 %7D",
    ['|'] = "'|' 必須編碼為 %7C",
    ['\\'] = "'\\' 必須編碼為 %5C",
    ['^'] = "'^' 必須編碼為 %5E",
    ['~'] = "'~' 必須編碼為 %7E",
    ['['] = "'[' 必須編碼為 %5B",
    [']'] = "']' 必須編碼為 %5D",
    ['`'] = "'`' 必須編碼為 %60",
  },
};

static int ascii_lower(char c)
{
    return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

int url1738_lang_lookup(const char *tag, size_t len)
{
    static const struct {
        const char *name;
        size_t len;
    } tags[URL1738__LANG_COUNT] = {
        [URL1738_LANG_EN] = { "en", 2 },
        [URL1738_LANG_JA] = { "ja", 2 },
        [URL1738_LANG_ZH_HANT] = { "zh-Hant", 7 },
    };
    size_t i, k;

    if (tag == NULL)
        return -1;
    for (i = 0; i < sizeof tags / sizeof tags[0]; i++) {
        if (tags[i].len != len)
            continue;
        for (k = 0; k < len; k++)   /* BCP 47 tags are case-insensitive */
            if (ascii_lower(tag[k]) != ascii_lower(tags[i].name[k]))
                break;
        if (k == len)
            return (int)i;
    }
    return -1;
}

const char *url1738_lang_tag(enum url1738_lang lang)
{
    static const char *const tags[URL1738__LANG_COUNT] = {
        [URL1738_LANG_EN] = "en",
        [URL1738_LANG_JA] = "ja",
        [URL1738_LANG_ZH_HANT] = "zh-Hant",
    };

    return (unsigned)lang < URL1738__LANG_COUNT ? tags[lang] : NULL;
}

/* The text of row in lang (the row's English when lang is not one). */
static const char *pick(const char *const row[URL1738__LANG_COUNT],
                        enum url1738_lang lang)
{
    return (unsigned)lang < URL1738__LANG_COUNT && row[lang] != NULL
               ? row[lang] : row[URL1738_LANG_EN];
}

/* The row of table (n rows) whose English is message, or NULL. */
static const char *const *find_row(const char *const (*table)[URL1738__LANG_COUNT],
                                   size_t n, const char *message)
{
    size_t i;

    for (i = 0; i < n; i++)
        if (table[i][URL1738_LANG_EN] != NULL
            && (table[i][URL1738_LANG_EN] == message
                || strcmp(table[i][URL1738_LANG_EN], message) == 0))
            return table[i];
    return NULL;
}

const char *url1738_localize(const char *message, enum url1738_lang lang)
{
    const char *const *row;
    size_t i;

    if (message == NULL || lang == URL1738_LANG_EN
        || (unsigned)lang >= URL1738__LANG_COUNT)
        return message;
    for (i = 0; i < 256; i++)       /* the byte messages, by identity */
        if (url1738__encode_msg[i] == message
            || (url1738__encode_msg[i] != NULL
                && strcmp(url1738__encode_msg[i], message) == 0))
            return byte_text[lang - 1][i] != NULL ? byte_text[lang - 1][i]
                                                  : message;
    row = find_row(code_text, CODE_LIMIT, message);
    if (row == NULL)
        row = find_row(warn_text, WARN_LIMIT, message);
    if (row == NULL)
        row = find_row(catalog, sizeof catalog / sizeof catalog[0],
                       message);
    return row != NULL ? pick(row, lang) : message;
}

int url1738_localized(const char *message, enum url1738_lang lang)
{
    return message != NULL
           && (lang == URL1738_LANG_EN || url1738_localize(message, lang)
                                              != message);
}

/* By code: an index, no search. */
const char *url1738_message(int code, enum url1738_lang lang)
{
    if (code < 0 || (size_t)code >= CODE_LIMIT
        || code_text[code][URL1738_LANG_EN] == NULL)
        return url1738_strerror(code);
    return pick(code_text[code], lang);
}

const char *url1738_warning_message(int code, enum url1738_lang lang)
{
    if (code < 0 || (size_t)code >= WARN_LIMIT
        || warn_text[code][URL1738_LANG_EN] == NULL)
        return NULL;
    return pick(warn_text[code], lang);
}
