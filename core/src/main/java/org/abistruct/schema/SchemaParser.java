package org.abistruct.schema;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import org.abistruct.abi.CAbi;

/**
 * Reads struct declarations written in the struct subset of C and GLSL, so that a C header or a
 * GLSL block can be fed as it is.
 *
 * <h2>Declarations</h2>
 * <ul>
 *   <li>{@code struct X { ... };}, {@code union X { ... };}, forward declarations {@code struct X;}</li>
 *   <li>{@code typedef struct [Tag] { ... } X;} (also {@code union}): the type is called X, and a
 *       different tag names it too, while X is no tag, as in C ({@code struct X} is another type); a typedef name that aligns the struct ({@code X __attribute__((aligned(N)))})
 *       names another type, so then the struct is called by the first typedef name that does not, else by its tag,
 *       else by its first typedef name, as clang's record dump names it; {@code typedef struct X Y;} (X may be
 *       defined later);
 *       {@code typedef unsigned int u32;}; {@code typedef float vec3_t[3];} (a member of that type is
 *       an array); pointer and function-pointer typedefs. A typedef name may be declared again with the same type
 *       only, as in C11, compared as C sees it ({@link CType}): {@code int *} and {@code signed *} are one type;
 *       {@code char}, {@code signed char} and {@code unsigned char} are three; {@code int} and {@code long} are two,
 *       and so are {@code int} and {@code const int}, under every ABI. A redefinition with {@code int64_t},
 *       {@code size_t} or the like that is the same type under some ABIs only ({@code typedef long I;
 *       typedef int64_t I;}) is taken, and a member of its type refused ({@link DataModel}); read for one C ABI, the
 *       ABI's {@link CAbi#stdintTypes()} decides. Its alignment
 *       attributes may differ, as GCC and clang take them: the name then has the largest, as in clang</li>
 *   <li>GLSL blocks {@code [layout(...)] uniform Name { ... } [instance];} and {@code buffer Name {...};},
 *       read as a struct called Name; {@code layout(row_major) uniform;} sets the default matrix order
 *       of later blocks</li>
 *   <li>{@code enum X { ... };}: its enumerators are constants for constant expressions (below);
 *       {@code enum X} and typedef'd enums are {@code int} (or the type given by {@code enum X : uint8_t}), or
 *       {@code unsigned int} when no value is negative and one is above {@code INT_MAX}, as GCC and clang make
 *       them (MSVC's {@code int} has the same size). An enum whose values need more than 32 bits, or with a value
 *       the schema cannot read, is an error where a member has its type by value: GCC and clang make it 8 bytes
 *       when a value needs more than 32 bits, MSVC 4. An enum declared again must give the same underlying type
 *       ({@code char} and {@code signed char} are two), or none where the first declaration gives none, as clang
 *       requires ({@code enum E : int; enum E { A };} is an error); its qualifiers ({@code enum E : const int}) do
 *       not count</li>
 *   <li>{@code _Static_assert} and {@code static_assert}, at file scope and in struct bodies: checked ("Static
 *       assertions", below)</li>
 *   <li>{@code extern "C" { ... }}, GLSL {@code precision} statements; and
 *       variable and function declarations at file scope (function bodies, GLSL {@code in}/{@code out}
 *       variables and interface blocks, plain {@code uniform} variables), which are checked for syntax
 *       and ignored, so a whole header or shader can be read for its structs and blocks</li>
 * </ul>
 *
 * <h2>Members</h2>
 * {@code TYPE a, b;}, arrays {@code TYPE m[N][M];} (outermost first) and a runtime-sized last member
 * {@code TYPE tail[];}; bitfields {@code TYPE x : W;} and unnamed {@code TYPE : W;} (an integer or
 * bool type; width 0 only unnamed); pointers {@code TYPE *p;}, {@code **pp}, function pointers
 * {@code void (*cb)(int);}; nested definitions {@code struct { ... } inner;} (an untagged one is
 * named {@code Outer::inner}, which no C name can clash with, and listed before {@code Outer}). A member type is a built-in, a typedef,
 * or a struct declared earlier, named {@code X} (its typedef name, else its tag) or {@code struct Tag}; a pointer may
 * name any type.
 * A nested {@code struct Tag;} without a member name declares only the tag, where {@code Tag} is not defined
 * yet; a complete struct there ({@code struct Tag { ... };}, or a tag or typedef name of one) is an error, since
 * MSVC makes it an anonymous member where standard C declares no member.
 *
 * <p>Anonymous members (C11 6.7.2.1p13): {@code struct { ... };} or {@code union { ... };} with neither a
 * tag nor a member name is an unnamed {@link org.abistruct.type.Member} ({@link org.abistruct.type.Member#isAnonymous()})
 * of that struct or union type, laid out as any member of that type (its own {@code #pragma pack}, an
 * {@code alignas} written before it). Its members are the enclosing type's
 * ({@link org.abistruct.type.StructType#namedMembers()}, {@link org.abistruct.layout.StructLayout#member(String)}),
 * recursively, so a name that clashes with another of the enclosing type's is an error. Its type is named
 * after the nearest named enclosing type and its line and column, in the form clang uses
 * ({@code Vec::(anonymous at 1:14)}; clang adds the file and counts columns in bytes), and listed before that
 * type; a struct defined inside it by a member ({@code struct { ... } in;}) is named after that type too
 * ({@code Vec::in}). They count towards the
 * nesting limit, and are an error in a GLSL file and in a GLSL block.
 *
 * <h2>Constant expressions</h2>
 * Array sizes, bit widths, alignments and enumerator values are C integer constant expressions: integer
 * literals (decimal, hex, octal, binary, with {@code u}/{@code l} suffixes), enumeration constants,
 * {@code const} integer variables at file scope (GLSL's {@code const int N = 4;}; read in C too, where
 * compilers refuse them in an array size) and object-like macros defined before the expression, parentheses, and the unary, binary and {@code ?:}
 * operators, with C's types and arithmetic ({@code -1U} is 4294967295). What C leaves undefined (signed
 * overflow, division by zero, a shift by the type's width or more) is an error, and so is a value that
 * depends on the ABI: {@code sizeof} and {@code _Alignof}, and any expression whose value differs between a
 * 32-bit and a 64-bit {@code long}, which a file read for one ABI takes ("Reading for one ABI", below). Casts are
 * read for one ABI only, and character literals not at all. An enumerator whose value
 * cannot be worked out is an error only where it is used; one whose value is outside its enum's fixed underlying
 * type ({@code enum E : uint8_t { A = 256 };}) is an error at the enumerator, as in C23, where the file surely
 * compiles the enum (inside a conditional it does not decide, only where it is used; so too a plain {@code char}
 * value that only one signedness holds, read for every ABI; read for one C ABI, a plain {@code char} has that ABI's
 * signedness, {@link CAbi#charSigned()}, and holds -128 to 127 or 0 to 255).
 *
 * <h2>Attributes and qualifiers</h2>
 * {@code alignas(N)}, {@code _Alignas(N)}, {@code __attribute__((aligned(N)))} and
 * {@code __declspec(align(N))} on a member set its alignment (the C, OpenCL and Metal ABIs refuse an {@code alignas}
 * below the type's alignment, {@link org.abistruct.type.Member#alignasPosition()}; on a bitfield it is an error),
 * and right after a struct's {@code }} the struct's, but for an {@code alignas}, an error there as in clang (GCC gives
 * it to the names declared after the {@code }}); a {@code __declspec} or a qualifier after the {@code }} goes on with
 * the declaration's specifiers, which from there on are the declared names', as in clang ({@code typedef struct S {...}
 * __declspec(align(16)) T;} aligns {@code T}, not {@code struct S}); {@code __attribute__((packed))} between
 * {@code struct} and its body, or after its {@code }}, sets
 * {@link org.abistruct.type.StructType#packed()}, while before {@code struct} or after a typedef name it is ignored, as
 * GCC and clang ignore it there (with a warning), and so are GNU attributes and {@code alignas} before {@code struct}
 * outside a typedef ({@code __declspec(align(N))} there aligns the struct). GLSL {@code layout(row_major)},
 * {@code layout(column_major)} (and, in a file without {@code #version}, bare {@code row_major}/{@code column_major},
 * which glslang reads as names) on a block member set the order of
 * every matrix in its type, to all depths of nesting (GLSL 4.60 §4.4.5): the member's own, or those of the struct
 * or array of structs it holds; a member without matrices is unchanged. On a block they are the default of its
 * members, which a member's own overrides. A struct is never changed: where the order changes one of its matrices
 * the member's type is a variant named {@code row_major S} or {@code column_major S}, whose nested structs are
 * variants too, made once per file and listed just before the first type that uses it. In a GLSL file (one with
 * {@code #version}) a layout qualifier on a member of a struct (not a block) is an error, as glslang makes it;
 * without {@code #version} it sets that matrix's order, which a block member's qualifier overrides.
 * {@code layout(align = N)} raises a member's alignment like {@code __attribute__((aligned(N)))} (asking for less
 * is no error); {@code layout(offset = N)}
 * is an error (the ABI computes offsets); other {@code layout} keys ({@code std140}, {@code binding=}) are
 * ignored. An alignment on a typedef ({@code typedef int int2 __attribute__((aligned(2)));}, or after the typedef
 * name of a struct definition) is the new type's, lower or higher than its natural one, as in GCC and clang: it goes
 * with the type to members, array elements and typedefs of it, until one of them gives its own
 * ({@link org.abistruct.type.Member#typeAlign()}, {@link org.abistruct.type.ArrayType#elementAlign()}; the ABI
 * decides what it does to a layout); {@code alignas} on a typedef is an error, as in C, and so is one between
 * {@code struct}, {@code union} or {@code enum} and its tag or body, where C's grammar has none (GCC and clang refuse
 * it; the error is at the keyword, at an enum's {@code alignas}, where clang reports it). A {@code __declspec} goes
 * among a declaration's specifiers, as in MSVC's grammar: after a declarator's name, or after a {@code *}, {@code ,}
 * or {@code (} inside one, it is an error where clang reports it.
 * GNU's {@code __attribute__((mode(M)))} on a declaration of an integer type makes it the integer of the mode's size
 * with the written type's signedness ({@code QI} and {@code byte} 1 byte, {@code HI} 2, {@code SI} 4, {@code DI} 8;
 * {@code word}, {@code unwind_word} and {@code pointer} for one ABI only, below; {@code TI} 16, an {@code __int128}),
 * which C sees as the first of {@code signed char}, {@code short}, {@code int}, {@code long} and {@code long long} of
 * that size; the last one written counts. On a pointer, array, struct, floating-point type or {@code _Bool}, on a
 * plain {@code char} (whose signedness depends on the ABI), and an unknown, wider integer, floating-point or vector
 * mode are errors, and so is {@code TI} in a file read for a C ABI with 4-byte pointers, where GCC refuses it.
 * GNU's {@code __attribute__((vector_size(N)))} on a declaration of an integer or floating-point type (a typedef, a
 * member or a variable; {@code long}, {@code size_t} and the pointer-sized integers for one ABI only) makes it the
 * model's vector of N / sizeof(component) components, called by the model's name ({@code float4}, {@code ivec2}; a
 * typedef of it by the typedef's name), with the alignment clang gives the vector on the ABI's target as the type's
 * alignment, as a typedef's {@code aligned(N)} gives one: N, at most 16 on AArch64 and 8 on 32-bit Arm. A file read for
 * every ABI takes it only where every built-in C ABI gives the same alignment (an 8-byte floating-point vector).
 * Errors: an element that is no integer or floating-point type ({@code _Bool}, a pointer, an array, a struct) and N not
 * a multiple of the element's size, as in clang; a component count not a power of two (GCC refuses it), or one the
 * model has no vector for (32, 64; one component is the component with the vector's alignment), or more than one
 * {@code __int128} component; where GCC and clang lay it out apart: a 32- or 64-byte vector on x86 System V without an
 * {@code aligned(N)} after it on its typedef (GCC without AVX aligns it to 16), an 8-byte integer vector on
 * {@code i386-sysv} (GCC without MMX aligns it to 4), a vector over 8 bytes on {@code s390x} without such an
 * {@code aligned(N)} (GCC aligns it to 8, clang for its default CPU to its size) and a typedef's {@code aligned(N)}
 * lower than the vector's that GCC applies before {@code vector_size} (written before it in one list, or after the
 * typedef name with {@code vector_size} among the specifiers), which GCC gives way to the vector's alignment; and for
 * the Microsoft ABIs (or every ABI), a vector member of a packed struct or under a smaller {@code #pragma pack} (or,
 * read for a Microsoft ABI derived with a smaller pack, that pack), and a typedef that lowers a vector's alignment
 * (a typedef of a vector typedef only where a member has it), which clang's Windows targets lay out with the vector's
 * own alignment where the model keeps the typedef's ({@code GnuVectorSize}).
 * clang's {@code __attribute__((ext_vector_type(N)))} ({@code opencl-c-base.h}, Apple's {@code <simd/vector_types.h>})
 * on a typedef of such a type makes it the model's vector of N components, laid out and checked as a
 * {@code vector_size} vector of that many, but with none of GCC's alignments refused (GCC reads no ext_vector_type)
 * other than IBM Z's, which clang too gives with the vector facility. On anything but a typedef it is an error, as in
 * clang; a typedef of N components the model cannot hold as clang lays it out (a count not a power of two, which clang
 * lays out as the next one: {@code float3} is 16 bytes; more than 16) is taken, and a member of it refused
 * ({@code ExtVectorType}).
 * A GNU asm label ({@code extern int foo(int) __asm__("" "bar");}, also {@code __asm} and {@code asm}) right after the
 * declarator of a declaration or typedef outside a struct, before its attributes, is read and ignored; in a member, a
 * parameter, after the attributes (GCC refuses it there) or on a function definition it is an error.
 * C qualifiers ({@code const volatile restrict}), GLSL precision, interpolation and memory qualifiers
 * and OpenCL address spaces ({@code global local constant private}) change no layout and are otherwise ignored, but
 * that C's qualifiers make another type for a typedef name declared again (above), and that a {@code restrict} among
 * the specifiers must qualify a pointer to an object, as in C and clang ({@code restrict int x;} is an error).
 *
 * <h2>Preprocessor</h2>
 * {@code #pragma pack(N)}, {@code pack()}, {@code pack(push[, N])}, {@code pack(pop)} set the
 * packing recorded in {@link org.abistruct.type.StructType#pack()} for structs whose body opens while
 * it is in force (N must be 1, 2, 4, 8 or 16; a label that is a macro is refused, since clang replaces it and GCC
 * does not). {@code #define NAME replacement} and {@code #undef NAME}
 * define object-like macros, which constant expressions expand as the preprocessor would; they are not
 * expanded anywhere else (a macro cannot stand for a type), and function-like macros only in a GLSL file's checks
 * (below). Where a compiler would replace one that the schema reads as written (a type, a name, an attribute, a GLSL
 * {@code layout} key), the file's own macro in force there is an error, as a {@code -D} one is, and in a GLSL file
 * one glslang predefines ({@code WrittenMacroUses}), but for uses a compiler leaves as they are or makes into words
 * that change no layout. Every
 * other line starting with {@code #} ({@code #include}, {@code #extension}, {@code #pragma once}, ...)
 * but {@code #version}, which marks a GLSL file, and an {@code #error} the file surely reaches, where a compiler stops,
 * is ignored, except that in a desktop shader before GLSL 4.20
 * {@code #extension GL_ARB_shading_language_420pack} (or {@code #extension all : warn}) turns on line continuation
 * (below). In a GLSL file, {@code #version} predefines the macros glslang defines from it alone where the GLSL
 * specifications agree ({@code __VERSION__}, {@code GL_ES}, {@code GL_core_profile}, ...:
 * {@code GlslPredefinedMacros}), and a {@code #define} or {@code #undef} of a name glslang reserves ({@code GL_...},
 * {@code defined}, {@code __VERSION__} ...; {@code #extension GL_EXT_spirv_intrinsics} lifts the rule for
 * {@code GL_} names) is an error ({@code GlslReservedMacroNames}), as are a string in code, {@code #include} and a file
 * name in {@code #line} where the extension glslang wants for them is off ({@code GlslExtensionUses}); quotes are read
 * as glslang reads them, a {@code '} as punctuation and a {@code "} to be closed on its line even in a skipped
 * branch ({@code Lexer}); what a shader's macros, object-like and function-like, put in its code or its {@code #if}s is
 * checked as glslang replaces them ({@code GlslMacroUses}, {@code GlslConditionCalls}); and an {@code #error} glslang
 * reaches, or a directive it refuses for its form, is an error ({@code GlslDirectiveSyntax}). Conditionals are followed
 * where the file alone decides them (an {@code #if} or {@code #elif} whose value, in the preprocessor's arithmetic, does not
 * depend on a name the file leaves open; {@code #ifdef X} of a name it surely defines or undefines; an
 * include guard or default {@code #ifndef N} directly followed by {@code #define N}): a branch known not
 * to be taken is dropped, and may hold anything. What C leaves undefined in a condition the compiler surely
 * evaluates (a division by zero, say) is an error, and so is, in an ES shader, a name after {@code #undef} there that
 * glslang's short circuit does not skip, which glslang refuses. {@link CommandLineMacros} settles names before the
 * first line, as a compiler's {@code -D} and {@code -U} do; in a GLSL file a {@code -D} without a value defines the
 * name as nothing, as glslangValidator does, and they meet the macros {@code #version} predefines as in glslang: a
 * {@code -D} of a name glslang defines there must give its value, but for
 * {@code __VERSION__}, which it leaves as it is; a {@code -U} of a name glslang reserves ({@code GL_...}; in ES
 * {@code __VERSION__} ...) is an error, and any other {@code -U} of {@code __VERSION__} does nothing. Both branches of
 * any other conditional are read; a macro, enumerator or constant that may be undeclared or declared differently at a
 * use is an error there, as are a {@code #pragma pack} inside such a conditional and members of one struct from two of
 * its arms.
 * Conditionals must balance.
 *
 * <p>A backslash at the end of a line joins it to the next before comments and tokens are read, as C's translation
 * phase 2 does (with blanks allowed before the line end, as in GCC and clang); in a GLSL file, as glslang does
 * ({@code LineContinuation}): before GLSL 4.20 only after an {@code #extension GL_ARB_shading_language_420pack} line
 * (or {@code #extension all : warn}) the preprocessor reaches, up to one that disables it ({@code Glsl420Pack}), and
 * where glslang joins no lines a backslash before a line end is an error but at the end of a {@code //} comment, in a
 * block comment or an {@code #if 0} block too.
 *
 * <h2>Built-in types</h2>
 * C ({@code char short int long}, {@code long long}, {@code unsigned ...}, {@code float double},
 * {@code long double}, {@code _Bool bool}, {@code size_t ssize_t ptrdiff_t intptr_t uintptr_t},
 * {@code int8_t ... uint64_t}, GCC's and clang's 128-bit {@code __int128}, {@code signed __int128} and
 * {@code unsigned __int128}, with the typedefs they predeclare, {@code __int128_t} and {@code __uint128_t}; MSVC's
 * {@code __int8 ... __int64} unless the file typedefs them), GLSL ({@code uint}, {@code float16_t}, {@code vecN dvecN ivecN uvecN
 * bvecN i8vecN ... f16vecN}, {@code matN matCxR dmatN f16matN}) and OpenCL ({@code uchar ushort ulong
 * half}, vectors {@code float3 int4 uchar16 ...} of 2, 3, 4, 8, 16 components). The ABI decides the
 * size of the C kinds whose size varies ({@code long}, {@code size_t}, {@code bool}); the 128-bit integers are 16
 * bytes, 16-aligned, under the C ABIs with 8-byte pointers, and refused as a member by the others (as clang refuses
 * {@code __int128} on the 32-bit targets), and a constant expression holds no value of theirs. GLSL opaque
 * types ({@code sampler2D}, {@code image2D}, ...) are known, so that a shader's plain uniforms can be
 * skipped, but are an error as a member. GCC's and clang's {@code __builtin_va_list} may be typedef'd, pointed to and
 * used in parameters; by value it is each target's {@code va_list}, laid out only for one ABI (below).
 *
 * <h2>Reading for one ABI</h2>
 * A schema read for every ABI refuses what a C compiler decides per target: {@code sizeof}, {@code _Alignof} and
 * {@code __alignof__}, and a value that depends on the width of {@code long}. A file read for one C ABI
 * ({@link #parse(String, String, CommandLineMacros, CAbi)}), as a compiler reads it for one target, takes them with
 * that ABI's values, so that a system header preprocessed for that target ({@code clang -E -P}) reads whole. Its
 * constant expressions take, with the values clang gives for the ABI's target:
 * <ul>
 *   <li>{@code sizeof(type-name)}, with any type name a member could have ({@code unsigned long int},
 *       {@code void *}, {@code struct X} declared before, a typedef name, {@code int[4]}, {@code char (*)[3]}): a
 *       struct's size is its layout under the ABI, a scalar's the ABI's size. An array of elements a typedef aligns
 *       more than their size is refused, as a member of its type is</li>
 *   <li>{@code sizeof} of an expression, the size of its type as C's rules give it: a member reached through a cast
 *       null pointer ({@code sizeof(((struct s *)0)->m)}, {@code ((T *)0)->a.b}, {@code ->arr[2]}, an array
 *       member's whole size {@code ->arr}), what a cast pointer points to ({@code sizeof(*(struct s *)0)}), integer
 *       and character literals by their C type ({@code sizeof 'a'} is 4), plain string literals with their
 *       {@code '\0'} ({@code sizeof "abc"} is 4) and enumerators of an enum without a fixed underlying type. What
 *       C forbids there ({@code sizeof} of a bitfield or a flexible array member, a member that is not there,
 *       {@code ->} on what is no pointer ...) is refused where clang refuses it; any other expression (an operator,
 *       a variable, an unknown name) is an error naming what was not read</li>
 *   <li>{@code _Alignof} and {@code alignof} of a type name, the ABI alignment, and GCC's {@code __alignof__} and
 *       {@code __alignof}, the preferred alignment (8 for {@code double} and {@code long long} under
 *       {@code i386-sysv}, where {@code _Alignof} gives 4); a typedef's alignment replaces both. {@code #pragma pack}
 *       changes members, not types ({@code _Alignof(int)} is 4 under {@code packed}, as in clang); a struct's
 *       alignment is its layout's</li>
 *   <li>{@code _Alignas(type-name)} and {@code alignas(type-name)}, as {@code _Alignof} of the type (C11 6.7.5)</li>
 *   <li>casts to integer types ({@code (int) sizeof (__fd_mask)}, {@code (unsigned long) -1}), which convert as C
 *       does at the ABI's widths, modulo 2^N to a signed type too, as GCC and clang define it; a cast to a pointer or
 *       floating type is refused; a cast to plain {@code char} converts as the ABI's {@code char}, signed or
 *       unsigned ({@link CAbi#charSigned()}; one built without it refuses a value outside 0 to 127)</li>
 *   <li>{@code long} at the ABI's width only ({@code 0xFFFFFFFFL + 1} is 0 under {@code x86_64-msvc}), and so
 *       {@code const} variables and enumerators of type {@code long}, {@code size_t} and the pointer-sized types</li>
 * </ul>
 * A type name may come from object-like macros, as the preprocessor expands them ({@code #define NFDBITS (8 * (int)
 * sizeof (fd_mask))}); its errors are reported where the macro is used.
 * A file read for one C ABI also takes GNU's {@code mode(__word__)}, {@code mode(__unwind_word__)} and
 * {@code mode(__pointer__)} (glibc's {@code register_t}), which give a pointer's size there ({@code GnuMode}),
 * {@code vector_size(N)} vectors of {@code long}, {@code size_t} and the pointer-sized integers, and those whose
 * alignment differs between the C ABIs (16 bytes and more: glibc's {@code La_x86_64_xmm}, OpenCL's
 * {@code __cl_float4}), above, and a {@code __builtin_va_list} by value (as a member or an array element), which is laid out as that target's clang lays
 * out its {@code va_list}: an array of one 24-byte struct on x86-64 System V ({@code packed} and {@code network} too),
 * a 32-byte struct on AArch64 Linux, an array of one 32-byte struct on IBM Z, a struct of one pointer on 32-bit Arm, a
 * pointer elsewhere ({@code GnuVaList}). So too GNU's {@code __attribute__((aligned))} without a value (glibc's
 * {@code __pthread_unwind_buf_t}), the target's largest alignment: 16, and 8 on IBM Z and 32-bit Arm
 * ({@code GnuDefaultAlignment}). The {@code va_list}, that alignment and the vectors' are the ABI's
 * ({@link CAbi#vaList()}, {@link CAbi#alignedDefault()}, {@link CAbi#vectorAlignment()}): an ABI derived from a
 * built-in one ({@link CAbi#withPack}, {@link CAbi#withByteOrder}, {@link CAbi#toBuilder()} with an id of its own)
 * has that one's; one from {@link CAbi#builder()} has those its builder was given, and a file that needs another is
 * refused, naming the builder method that gives it.
 * An enum without a fixed underlying type is, read for one C ABI, as wide as that target's clang makes it: a packed
 * one ({@code enum __attribute__((packed)) E}) as wide as its values need (1, 2, 4 or 8 bytes), as GCC makes it too,
 * but for the Microsoft ABIs, whose clang ignores {@code packed} there (4 bytes), and for a {@code packed} only on a
 * declaration before the body, which GCC ignores (still an error where a member has its type); one whose values need
 * more than 32 bits 8 bytes, aligned as the target's {@code long long}, its enumerators outside {@code int} of their
 * initializer's type in the body (or, without a value, their predecessor's, or the next wider one where that does not
 * hold them) and of the enum's after it, as clang gives them; the Microsoft ABIs, whose clang cuts such values to
 * {@code int}, refuse both where they are used ({@code EnumRange}).
 *
 * <h2>Static assertions</h2>
 * {@code _Static_assert(cond, "message");} and {@code static_assert(cond);} (C23, without a message), at file scope
 * or in a struct body, are checked as a compiler checks them: a condition that is 0 is an error at the keyword, where
 * clang and GCC report it, quoting the message and, for a comparison, its sides' values ({@code static assertion
 * failed: "wire size": sizeof(struct msg) is 32 under x86_64-sysv, asserted == 24}). The condition is a constant
 * expression, as above, with {@code offsetof(type, designator)} and clang's {@code __builtin_offsetof}, which its
 * {@code <stddef.h>} defines {@code offsetof} as (the schema does not read {@code #include}, and knows both names):
 * designators {@code a}, {@code a.b}, {@code a[2].c}, through members of anonymous structs and unions, indices
 * outside the array too, as clang takes them; a bitfield, a member that is not there, {@code .} after what is no
 * struct or union and {@code [i]} after what is no array are refused, as clang refuses them. {@code offsetof} is a
 * measure under one ABI, read for one C ABI only, and is not read from a macro's replacement; a macro in its
 * designator ({@code offsetof(struct msg, M)}), which a compiler replaces first, keeps the assertion unchecked. The
 * message may be a macro ({@code #define MSG "wire size"}, {@code __FILE__}), quoted as written.
 * <ul>
 *   <li>Read for one C ABI, every assertion the file surely compiles is evaluated with the ABI's values.</li>
 *   <li>Read for every ABI, a condition that does not depend on the ABI (enumerators, macros, literals) is checked
 *       alike. One that does ({@code sizeof}, the alignment operators, {@code offsetof}, casts, the width of
 *       {@code long}) is not refused, since a compiler for some target may take it, but kept in
 *       {@link Schema#uncheckedAssertions()} with its position and the reason: the file read for a C ABI checks it
 *       there (the CLI reads such a file for each C ABI it lays it out under).</li>
 *   <li>Under either read, a condition that holds what the schema does not evaluate ({@code sizeof} of an
 *       expression it does not follow, such as {@code sizeof(1 + 1L)} or of an unknown name, a function-like macro,
 *       a character literal, {@code 1 << 31}) is kept unchecked the same way, not refused: the layouts do not need
 *       it, and a compiler may take it. What C forbids in a condition ({@code offsetof} or {@code sizeof} of a
 *       bitfield) is refused, as every compiler refuses it.</li>
 *   <li>An assertion in a conditional the file does not decide is passed over, unchecked: a compiler may not
 *       compile it.</li>
 * </ul>
 *
 * <h2>Errors</h2>
 * Any input either parses or throws {@link SchemaException} with the file, line and column of the
 * problem (where the text is written, line splices included) and a message saying what was expected and what
 * was found. A column counts the bytes of its line's UTF-8, as clang's do.
 *
 * <p>Text decoded from a file that is not valid UTF-8 gives each byte that is none (0x80 to 0xFF) as a lone U+DC80 to
 * U+DCFF, as the CLI decodes it: such a character takes one byte in a column and in a string literal, as clang
 * takes the byte, and is otherwise an unexpected character, as any character the language does not hold.
 */
public final class SchemaParser {
    private SchemaParser() {
    }

    /**
     * Parses schema text.
     *
     * @param fileName the name used in positions (not opened)
     * @param text     the schema source
     * @return the struct, union and block types declared, in order of completion
     * @throws SchemaException if the text does not parse or declares something invalid
     */
    public static Schema parse(String fileName, String text) {
        return parse(fileName, text, CommandLineMacros.NONE);
    }

    /**
     * Parses schema text with macros set before its first line, as a compiler's {@code -D} and {@code -U} set them.
     *
     * @param fileName    the name used in positions (not opened)
     * @param text        the schema source
     * @param commandLine the macros defined and undefined before the file ({@link CommandLineMacros#NONE} for none)
     * @return the struct, union and block types declared, in order of completion
     * @throws SchemaException if the text does not parse or declares something invalid
     */
    public static Schema parse(String fileName, String text, CommandLineMacros commandLine) {
        return parse(fileName, text, commandLine, null);
    }

    /**
     * Parses schema text for one C ABI: what a schema read for every ABI refuses because it depends on the ABI is
     * read as that ABI's compilers read it (see "Reading for one ABI" above). The types may then be laid out under
     * other ABIs too, but their sizes and alignments were computed for {@code target}.
     *
     * @param fileName    the name used in positions (not opened)
     * @param text        the schema source
     * @param commandLine the macros defined and undefined before the file ({@link CommandLineMacros#NONE} for none)
     * @param target      the C ABI the text is read for; null reads it for every ABI, as the other methods do
     * @return the struct, union and block types declared, in order of completion
     * @throws SchemaException if the text does not parse or declares something invalid
     */
    public static Schema parse(String fileName, String text, CommandLineMacros commandLine, CAbi target) {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(commandLine, "commandLine");
        String file = fileName == null ? "" : fileName;
        CommandLineMacros settings = LineContinuation.isGlsl(text) ? commandLine.inGlsl() : commandLine;
        Directives.Result tokens = Directives.apply(Lexer.tokenize(file, text, settings), settings);
        var ctx = new ParseContext(tokens, target);
        Schema schema;
        try {
            schema = new SchemaReader(ctx).read(file);
        } catch (SchemaException e) {
            // a macro read as written before may be why
            WrittenMacroUses.check(tokens.tokens(), ctx, ctx.cursor.index(), settings);
            throw UnreadIncludes.mayDeclare(e, tokens, settings, target);
        }
        WrittenMacroUses.check(tokens.tokens(), ctx, tokens.tokens().size(), settings);
        return schema;
    }

    /**
     * Reads a UTF-8 schema file; positions carry the path as given.
     *
     * @param file the C or GLSL schema file
     * @return the struct, union and block types declared, in order of completion
     * @throws IOException     if the file cannot be read or is not valid UTF-8
     * @throws SchemaException if the text does not parse
     */
    public static Schema parse(Path file) throws IOException {
        return parse(file.toString(), Files.readString(file, StandardCharsets.UTF_8));
    }
}
