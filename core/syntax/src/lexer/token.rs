//! Token kinds, named after the `T_*` constants of php-src's
//! `zend_language_parser.y`, with the names PHP's error messages use.

/// Declares [`Tok`] and, for each kind, the name bison prints for it
/// (`zend_language_parser.y` `%token` aliases).
macro_rules! tokens {
    ($($(#[$m:meta])* $variant:ident => $name:expr,)*) => {
        /// One lexical token kind. Single-character tokens are named after
        /// their character.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Tok {
            $($(#[$m])* $variant,)*
        }

        impl Tok {
            /// The token's name in `zend_language_parser.y` (with the
            /// quoting bison uses in `yytname`).
            pub fn grammar_name(self) -> &'static str {
                match self {
                    $(Tok::$variant => $name,)*
                }
            }
        }
    };
}

tokens! {
    Eof => "\"end of file\"",
    /// A lexer error; the message is in the token's value.
    Error => "error",
    LNumber => "\"integer\"",
    DNumber => "\"floating-point number\"",
    String => "\"identifier\"",
    NameFullyQualified => "\"fully qualified name\"",
    NameRelative => "\"namespace-relative name\"",
    NameQualified => "\"namespaced name\"",
    Variable => "\"variable\"",
    InlineHtml => "T_INLINE_HTML",
    EncapsedAndWhitespace => "\"string content\"",
    ConstantEncapsedString => "\"quoted string\"",
    StringVarname => "\"variable name\"",
    NumString => "\"number\"",
    Include => "\"'include'\"",
    IncludeOnce => "\"'include_once'\"",
    Eval => "\"'eval'\"",
    Require => "\"'require'\"",
    RequireOnce => "\"'require_once'\"",
    LogicalOr => "\"'or'\"",
    LogicalXor => "\"'xor'\"",
    LogicalAnd => "\"'and'\"",
    Print => "\"'print'\"",
    Yield => "\"'yield'\"",
    YieldFrom => "\"'yield from'\"",
    Instanceof => "\"'instanceof'\"",
    New => "\"'new'\"",
    Clone => "\"'clone'\"",
    Exit => "\"'exit'\"",
    If => "\"'if'\"",
    Elseif => "\"'elseif'\"",
    Else => "\"'else'\"",
    Endif => "\"'endif'\"",
    Echo => "\"'echo'\"",
    Do => "\"'do'\"",
    While => "\"'while'\"",
    Endwhile => "\"'endwhile'\"",
    For => "\"'for'\"",
    Endfor => "\"'endfor'\"",
    Foreach => "\"'foreach'\"",
    Endforeach => "\"'endforeach'\"",
    Declare => "\"'declare'\"",
    Enddeclare => "\"'enddeclare'\"",
    As => "\"'as'\"",
    Switch => "\"'switch'\"",
    Endswitch => "\"'endswitch'\"",
    Case => "\"'case'\"",
    Default => "\"'default'\"",
    Match => "\"'match'\"",
    Break => "\"'break'\"",
    Continue => "\"'continue'\"",
    Goto => "\"'goto'\"",
    Function => "\"'function'\"",
    Fn => "\"'fn'\"",
    Const => "\"'const'\"",
    Return => "\"'return'\"",
    Try => "\"'try'\"",
    Catch => "\"'catch'\"",
    Finally => "\"'finally'\"",
    Throw => "\"'throw'\"",
    Use => "\"'use'\"",
    Insteadof => "\"'insteadof'\"",
    Global => "\"'global'\"",
    Static => "\"'static'\"",
    Abstract => "\"'abstract'\"",
    Final => "\"'final'\"",
    Private => "\"'private'\"",
    Protected => "\"'protected'\"",
    Public => "\"'public'\"",
    Readonly => "\"'readonly'\"",
    Var => "\"'var'\"",
    Unset => "\"'unset'\"",
    Isset => "\"'isset'\"",
    Empty => "\"'empty'\"",
    HaltCompiler => "\"'__halt_compiler'\"",
    Class => "\"'class'\"",
    Trait => "\"'trait'\"",
    Interface => "\"'interface'\"",
    Enum => "\"'enum'\"",
    Extends => "\"'extends'\"",
    Implements => "\"'implements'\"",
    Namespace => "\"'namespace'\"",
    List => "\"'list'\"",
    Array => "\"'array'\"",
    Callable => "\"'callable'\"",
    Line => "\"'__LINE__'\"",
    File => "\"'__FILE__'\"",
    Dir => "\"'__DIR__'\"",
    ClassC => "\"'__CLASS__'\"",
    TraitC => "\"'__TRAIT__'\"",
    MethodC => "\"'__METHOD__'\"",
    FuncC => "\"'__FUNCTION__'\"",
    NsC => "\"'__NAMESPACE__'\"",
    Attribute => "\"'#['\"",
    PlusEqual => "\"'+='\"",
    MinusEqual => "\"'-='\"",
    MulEqual => "\"'*='\"",
    DivEqual => "\"'/='\"",
    ConcatEqual => "\"'.='\"",
    ModEqual => "\"'%='\"",
    AndEqual => "\"'&='\"",
    OrEqual => "\"'|='\"",
    XorEqual => "\"'^='\"",
    SlEqual => "\"'<<='\"",
    SrEqual => "\"'>>='\"",
    CoalesceEqual => "\"'??='\"",
    BooleanOr => "\"'||'\"",
    BooleanAnd => "\"'&&'\"",
    IsEqual => "\"'=='\"",
    IsNotEqual => "\"'!='\"",
    IsIdentical => "\"'==='\"",
    IsNotIdentical => "\"'!=='\"",
    IsSmallerOrEqual => "\"'<='\"",
    IsGreaterOrEqual => "\"'>='\"",
    Spaceship => "\"'<=>'\"",
    Sl => "\"'<<'\"",
    Sr => "\"'>>'\"",
    Inc => "\"'++'\"",
    Dec => "\"'--'\"",
    IntCast => "\"'(int)'\"",
    DoubleCast => "\"'(double)'\"",
    StringCast => "\"'(string)'\"",
    ArrayCast => "\"'(array)'\"",
    ObjectCast => "\"'(object)'\"",
    BoolCast => "\"'(bool)'\"",
    UnsetCast => "\"'(unset)'\"",
    ObjectOperator => "\"'->'\"",
    NullsafeObjectOperator => "\"'?->'\"",
    DoubleArrow => "\"'=>'\"",
    StartHeredoc => "\"heredoc start\"",
    EndHeredoc => "\"heredoc end\"",
    DollarOpenCurlyBraces => "\"'${'\"",
    CurlyOpen => "\"'{$'\"",
    PaamayimNekudotayim => "\"'::'\"",
    NsSeparator => "\"'\\\\'\"",
    Ellipsis => "\"'...'\"",
    Coalesce => "\"'??'\"",
    Pow => "\"'**'\"",
    PowEqual => "\"'**='\"",
    /// `&` followed by a variable or `...` (T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG).
    AmpVar => "\"'&'\"",
    /// Any other `&` (T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG).
    Amp => "\"amp\"",
    BadCharacter => "\"invalid character\"",
    Semicolon => "';'",
    Comma => "','",
    Dot => "'.'",
    LBracket => "'['",
    RBracket => "']'",
    LParen => "'('",
    RParen => "')'",
    Pipe => "'|'",
    Caret => "'^'",
    Plus => "'+'",
    Minus => "'-'",
    Slash => "'/'",
    Star => "'*'",
    Eq => "'='",
    Percent => "'%'",
    Bang => "'!'",
    Tilde => "'~'",
    Dollar => "'$'",
    Lt => "'<'",
    Gt => "'>'",
    Question => "'?'",
    Colon => "':'",
    At => "'@'",
    LBrace => "'{'",
    RBrace => "'}'",
    DoubleQuote => "'\"'",
    Backtick => "'`'",
}

/// Keywords recognised case-insensitively by the scanner.
pub(crate) fn keyword(lower: &[u8]) -> Option<Tok> {
    Some(match lower {
        b"exit" | b"die" => Tok::Exit,
        b"fn" => Tok::Fn,
        b"function" => Tok::Function,
        b"const" => Tok::Const,
        b"return" => Tok::Return,
        b"yield" => Tok::Yield,
        b"try" => Tok::Try,
        b"catch" => Tok::Catch,
        b"finally" => Tok::Finally,
        b"throw" => Tok::Throw,
        b"if" => Tok::If,
        b"elseif" => Tok::Elseif,
        b"endif" => Tok::Endif,
        b"else" => Tok::Else,
        b"while" => Tok::While,
        b"endwhile" => Tok::Endwhile,
        b"do" => Tok::Do,
        b"for" => Tok::For,
        b"endfor" => Tok::Endfor,
        b"foreach" => Tok::Foreach,
        b"endforeach" => Tok::Endforeach,
        b"declare" => Tok::Declare,
        b"enddeclare" => Tok::Enddeclare,
        b"instanceof" => Tok::Instanceof,
        b"as" => Tok::As,
        b"switch" => Tok::Switch,
        b"match" => Tok::Match,
        b"endswitch" => Tok::Endswitch,
        b"case" => Tok::Case,
        b"default" => Tok::Default,
        b"break" => Tok::Break,
        b"continue" => Tok::Continue,
        b"goto" => Tok::Goto,
        b"echo" => Tok::Echo,
        b"print" => Tok::Print,
        b"class" => Tok::Class,
        b"interface" => Tok::Interface,
        b"trait" => Tok::Trait,
        b"extends" => Tok::Extends,
        b"implements" => Tok::Implements,
        b"new" => Tok::New,
        b"clone" => Tok::Clone,
        b"var" => Tok::Var,
        b"eval" => Tok::Eval,
        b"include" => Tok::Include,
        b"include_once" => Tok::IncludeOnce,
        b"require" => Tok::Require,
        b"require_once" => Tok::RequireOnce,
        b"namespace" => Tok::Namespace,
        b"use" => Tok::Use,
        b"insteadof" => Tok::Insteadof,
        b"global" => Tok::Global,
        b"isset" => Tok::Isset,
        b"empty" => Tok::Empty,
        b"__halt_compiler" => Tok::HaltCompiler,
        b"static" => Tok::Static,
        b"abstract" => Tok::Abstract,
        b"final" => Tok::Final,
        b"private" => Tok::Private,
        b"protected" => Tok::Protected,
        b"public" => Tok::Public,
        b"readonly" => Tok::Readonly,
        b"unset" => Tok::Unset,
        b"list" => Tok::List,
        b"array" => Tok::Array,
        b"callable" => Tok::Callable,
        b"or" => Tok::LogicalOr,
        b"and" => Tok::LogicalAnd,
        b"xor" => Tok::LogicalXor,
        b"__class__" => Tok::ClassC,
        b"__trait__" => Tok::TraitC,
        b"__function__" => Tok::FuncC,
        b"__method__" => Tok::MethodC,
        b"__line__" => Tok::Line,
        b"__file__" => Tok::File,
        b"__dir__" => Tok::Dir,
        b"__namespace__" => Tok::NsC,
        _ => return None,
    })
}

impl Tok {
    /// Keywords that may be used as identifiers after `->`, `::`, as method
    /// names, class constant names and named arguments
    /// (`semi_reserved` in the grammar; `reserved_non_modifiers` plus modifiers).
    pub fn is_semi_reserved(self) -> bool {
        self.is_reserved_non_modifier()
            || matches!(
                self,
                Tok::Static
                    | Tok::Abstract
                    | Tok::Final
                    | Tok::Private
                    | Tok::Protected
                    | Tok::Public
                    | Tok::Readonly
            )
    }

    /// `reserved_non_modifiers` in `zend_language_parser.y`.
    pub fn is_reserved_non_modifier(self) -> bool {
        use Tok::*;
        matches!(
            self,
            Include
                | IncludeOnce
                | Eval
                | Require
                | RequireOnce
                | LogicalOr
                | LogicalXor
                | LogicalAnd
                | Instanceof
                | New
                | Clone
                | Exit
                | If
                | Elseif
                | Else
                | Endif
                | Echo
                | Do
                | While
                | Endwhile
                | For
                | Endfor
                | Foreach
                | Endforeach
                | Declare
                | Enddeclare
                | As
                | Try
                | Catch
                | Finally
                | Throw
                | Use
                | Insteadof
                | Global
                | Var
                | Unset
                | Isset
                | Empty
                | Continue
                | Goto
                | Function
                | Const
                | Return
                | Print
                | Yield
                | List
                | Switch
                | Endswitch
                | Case
                | Default
                | Break
                | Array
                | Callable
                | Extends
                | Implements
                | Namespace
                | Trait
                | Interface
                | Class
                | ClassC
                | TraitC
                | FuncC
                | MethodC
                | Line
                | File
                | Dir
                | NsC
                | Fn
                | Match
                | Enum
        )
    }
}

/// A token's payload, computed by the lexer.
#[derive(Debug, Clone, PartialEq)]
pub enum TokVal {
    None,
    /// Processed string bytes (escapes applied, indentation removed) or a
    /// lexer error message.
    Str(Vec<u8>),
    Int(i64),
    Float(f64),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Token {
    pub kind: Tok,
    /// Byte offsets of the token text in the source.
    pub start: u32,
    pub end: u32,
    /// Line where the token starts.
    pub line: u32,
    /// Line PHP reports for an error at this token (the line after the
    /// token's own newlines).
    pub end_line: u32,
    pub value: TokVal,
}
