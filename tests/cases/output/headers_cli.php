<?php
// The CLI keeps no headers: header() only moves the response code; once output
// has started every header function warns. Validation errors are thrown as in any SAPI.
ob_start();
var_dump(http_response_code(500), http_response_code(), http_response_code(404));
header("X: 1", true, 418); var_dump(http_response_code());
header("Location: /y"); var_dump(http_response_code());
header("HTTP/1.0 299 OK"); var_dump(http_response_code());
header("HTTP/1.0 abc"); var_dump(http_response_code());
header("Location: /y", true, 301); var_dump(http_response_code());
header("a\nb"); header("a\0b"); header(""); header("   ");
try { setcookie(""); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { setcookie("a=b"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { setcookie("a", "b", ["x" => 1]); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { setcookie("a", "b", ["path" => "a;b"]); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { setcookie("a", "b", ["domain" => "a b"]); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { setcookie("a", "b", ["expires" => 253402300800]); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { setcookie("a", "b", [], "/"); } catch (Error $e) { echo get_class($e), $e->getMessage(), "\n"; }
try { setcookie("a", "b", [1]); } catch (Error $e) { echo get_class($e), $e->getMessage(), "\n"; }
try { setrawcookie("a", "b;"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(setcookie("a", "b c", 100, "/p", "d.com", true, true));
var_dump(setcookie("a", "", ["samesite" => "Lax", "expires" => 5]));
header_register_callback(function () { echo "CB\n"; });
var_dump(headers_sent());
$x = ob_get_clean();
echo "x\n", $x;
var_dump(http_response_code(201));
var_dump(setcookie("late", "v"));
header_remove("X");
