/* SPDX-License-Identifier: MIT */
/*
 * messages.c - every message the program itself writes (usage, help
 * headings, usage errors, I/O errors), in one table: the one place to
 * translate them. The subcommands' summaries are in main.c's table and
 * each option's help in its subcommand's option table.
 */
#include "cli.h"

const struct cli_messages cli_messages_en = {
    /* help */
    "usage: ",
    "       url1738 help COMMAND, or url1738 COMMAND --help: its options\n"
    "       url1738 --version\n",
    "url1738 %s\n",
    "Uniform Resource Locators as RFC 1738 defines them: check them, take\n"
    "them apart, build, normalize, compare, resolve and find them.\n",
    "commands:\n",
    "show a command's usage and options",
    "options:\n",
    "show this help and exit",
    "With no argument, or the single argument '-', the inputs are read\n"
    "from standard input, one per line. '--' ends the options.\n",
    "exit status: 0 every input valid, 1 some input invalid, 2 usage error,\n"
    "3 out of memory or an error writing the output.\n",
    /* usage errors */
    "Try 'url1738 %s --help'.\n",
    "Try 'url1738 --help'.\n",
    "unknown option '%s'",
    "option '%s' needs a value",
    "option '--%s' takes no value",
    "the options are:",
    "unknown name '%.*s' in --%s",
    "the names --%s accepts:",
    "unknown command '%s'",
    "the commands are:",
    "missing %s",
    "unexpected argument '%s'",
    "help: expected one COMMAND, not '%s'",
    "missing the BASE URL%s",
    "expected a URL to compare '%s' with",
    "too many fields in --fields=%s",
    "%s needs --format=tsv or csv",
    "--json reads parts as JSON: it takes no part options%s",
    "--field needs NAME=VALUE, not '%s'",
    "unknown language '%s' in --lang: the languages are en, ja, zh-Hant",
    "--base=%s is not a URL under the WHATWG reading",
    /* I/O */
    "url1738: out of memory (%zu bytes)\n",
    "url1738: write error: %s\n",
    "url1738: error writing standard output",
    "url1738: error reading standard input: %s\n",
    "url1738 %s: %s: %s\n",
    "standard input",
    /* CMD --help: exit statuses, global options */
    "exit status:\n",
    {
        "  0  every input handled and valid\n",
        "  1  an input invalid or refused (the others are still handled)\n",
        "  2  usage error: an unknown command, option or name, a missing value\n",
        "  3  local I/O error: an input not read, the output not written, or\n"
        "     out of memory\n",
        "  4  network or server error (connection, timeout, a 4xx/5xx reply)\n",
    },
    "global options (before or after the command):\n",
    "the language of messages and help (else the locale: LC_ALL, "
    "LC_MESSAGES, LANG)",
    /* the other reading */
    "url1738 %s: %s is not a URL under RFC 1738 (the default reading) but "
    "is valid under --spec=rfc3986 (RFC 3986, how URLs are written today)\n",
    "url1738 %s: %lu of the invalid inputs are valid under --spec=rfc3986\n",
    /* the progress line */
    "url1738 %s: %s of %s (%u%%), %s/s, %s left",
    "url1738 %s: %s, %s/s",
};

/* Japanese, in the words of rfc1738.ja.txt (docs/glossary.md). */
const struct cli_messages cli_messages_ja = {
    /* help */
    "使い方: ",
    "       url1738 help COMMAND または url1738 COMMAND --help: そのオプション\n"
    "       url1738 --version\n",
    "url1738 %s\n",
    "RFC 1738 が定める Uniform Resource Locators (URL): 検査し、分解し、\n"
    "組み立て、正規化し、比較し、解決し、テキストから見つける。\n",
    "コマンド:\n",
    "コマンドの使い方とオプションを表示する",
    "オプション:\n",
    "このヘルプを表示して終了する",
    "引数がないとき、または引数が '-' だけのときは、入力を標準入力から\n"
    "1行に1つずつ読む。'--' はオプションの終わりを示す。\n",
    "終了ステータス: 0 すべての入力が有効、1 無効な入力がある、2 使い方の誤り、\n"
    "3 メモリ不足または出力の書き込みエラー。\n",
    /* usage errors */
    "'url1738 %s --help' を試すこと。\n",
    "'url1738 --help' を試すこと。\n",
    "未知のオプション '%s'",
    "オプション '%s' には値が必要",
    "オプション '--%s' は値を取らない",
    "オプションは次のとおり:",
    "--%3$s の中の未知の名前 '%2$.*1$s'",
    "--%s が受け付ける名前:",
    "未知のコマンド '%s'",
    "コマンドは次のとおり:",
    "%s がない",
    "予期しない引数 '%s'",
    "help: COMMAND は1つだけ: '%s' は余分",
    "基底 URL (BASE) がない%s",
    "'%s' と比較する URL が必要",
    "--fields=%s のフィールドが多すぎる",
    "%s には --format=tsv または csv が必要",
    "--json は部分を JSON で読む: 部分のオプションは取らない%s",
    "--field には NAME=VALUE が必要: '%s' ではない",
    "--lang の未知の言語 '%s': 言語は en、ja、zh-Hant",
    "--base=%s は WHATWG の読み方で URL ではない",
    /* I/O */
    "url1738: メモリ不足 (%zu バイト)\n",
    "url1738: 書き込みエラー: %s\n",
    "url1738: 標準出力の書き込みエラー",
    "url1738: 標準入力の読み込みエラー: %s\n",
    "url1738 %s: %s: %s\n",
    "標準入力",
    /* CMD --help: exit statuses, global options */
    "終了ステータス:\n",
    {
        "  0  すべての入力を処理し、すべて有効\n",
        "  1  無効または拒否された入力がある (ほかの入力は処理する)\n",
        "  2  使い方の誤り: 未知のコマンド、オプションまたは名前、値がない\n",
        "  3  ローカルの入出力エラー: 入力が読めない、出力が書けない、\n"
        "     またはメモリ不足\n",
        "  4  ネットワークまたはサーバのエラー (接続、タイムアウト、4xx/5xx 応答)\n",
    },
    "グローバルオプション (コマンドの前でも後でもよい):\n",
    "メッセージとヘルプの言語 (なければロケール: LC_ALL、LC_MESSAGES、LANG)",
    /* the other reading */
    "url1738 %s: %s は RFC 1738 (既定の読み方) では URL ではないが、"
    "--spec=rfc3986 (RFC 3986、今日の URL の書き方) では有効\n",
    "url1738 %s: 無効な入力のうち %lu 個は --spec=rfc3986 では有効\n",
    /* the progress line */
    "url1738 %s: %s / %s (%u%%)、%s/s、残り %s",
    "url1738 %s: %s、%s/s",
};

/* Chinese (Traditional), in the words of rfc1738.zh-hant.txt. */
const struct cli_messages cli_messages_zh = {
    /* help */
    "用法: ",
    "       url1738 help COMMAND 或 url1738 COMMAND --help: 其選項\n"
    "       url1738 --version\n",
    "url1738 %s\n",
    "RFC 1738 所定義的統一資源定位符 (URL): 檢查、分解、組合、正規化、\n"
    "比較、解析,並從文字中找出它們。\n",
    "命令:\n",
    "顯示命令的用法和選項",
    "選項:\n",
    "顯示此說明並結束",
    "沒有引數,或唯一的引數為 '-' 時,從標準輸入讀取輸入,每行一個。\n"
    "'--' 表示選項結束。\n",
    "結束狀態: 0 所有輸入皆有效,1 有無效的輸入,2 用法錯誤,\n"
    "3 記憶體不足或寫入輸出時發生錯誤。\n",
    /* usage errors */
    "請試試 'url1738 %s --help'。\n",
    "請試試 'url1738 --help'。\n",
    "未知的選項 '%s'",
    "選項 '%s' 需要一個值",
    "選項 '--%s' 不接受值",
    "選項如下:",
    "--%3$s 中未知的名稱 '%2$.*1$s'",
    "--%s 接受的名稱:",
    "未知的命令 '%s'",
    "命令如下:",
    "缺少 %s",
    "多餘的引數 '%s'",
    "help: 只能有一個 COMMAND,'%s' 是多餘的",
    "缺少基準 URL (BASE)%s",
    "需要一個與 '%s' 比較的 URL",
    "--fields=%s 中的欄位太多",
    "%s 需要 --format=tsv 或 csv",
    "--json 以 JSON 讀取各部分: 不接受部分選項%s",
    "--field 需要 NAME=VALUE,而不是 '%s'",
    "--lang 中未知的語言 '%s': 語言有 en、ja、zh-Hant",
    "--base=%s 依 WHATWG 讀法不是 URL",
    /* I/O */
    "url1738: 記憶體不足 (%zu 位元組)\n",
    "url1738: 寫入錯誤: %s\n",
    "url1738: 寫入標準輸出時發生錯誤",
    "url1738: 讀取標準輸入時發生錯誤: %s\n",
    "url1738 %s: %s: %s\n",
    "標準輸入",
    /* CMD --help: exit statuses, global options */
    "結束狀態:\n",
    {
        "  0  所有輸入皆已處理且有效\n",
        "  1  有無效或被拒絕的輸入 (其餘輸入仍會處理)\n",
        "  2  用法錯誤: 未知的命令、選項或名稱,或缺少值\n",
        "  3  本機輸入輸出錯誤: 無法讀取輸入、無法寫入輸出,\n"
        "     或記憶體不足\n",
        "  4  網路或伺服器錯誤 (連線、逾時、4xx/5xx 回應)\n",
    },
    "全域選項 (可放在命令之前或之後):\n",
    "訊息與說明的語言 (否則依地區設定: LC_ALL、LC_MESSAGES、LANG)",
    /* the other reading */
    "url1738 %s: %s 依 RFC 1738 (預設的讀法) 不是 URL,"
    "但依 --spec=rfc3986 (RFC 3986,今日 URL 的寫法) 有效\n",
    "url1738 %s: 無效的輸入中有 %lu 個依 --spec=rfc3986 有效\n",
    /* the progress line */
    "url1738 %s: %s / %s (%u%%),%s/s,剩餘 %s",
    "url1738 %s: %s,%s/s",
};

struct cli_messages cli_text;

void cli_lang_apply(void)
{
    switch (cli_lang) {
    case URL1738_LANG_JA: cli_text = cli_messages_ja; break;
    case URL1738_LANG_ZH_HANT: cli_text = cli_messages_zh; break;
    case URL1738_LANG_EN: cli_text = cli_messages_en; break;
    }
}
