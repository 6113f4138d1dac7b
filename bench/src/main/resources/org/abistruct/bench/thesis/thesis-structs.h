/* The thesis's 20 benchmark structures (lutils-and-thesis-suite.md section 3.2), laid out under x86_64-msvc
 * rules. BBPointer64 members are int64_t, as in the thesis's LWJGL definitions. Sizes in the comments; the
 * byte-identity test checks every library against them. */
#include <stdint.h>

/* ---------- Experiment 1 (small) ---------- */
struct SmallTestStruct1 { int32_t aInt; float aFloat; int32_t aIntVec4[4]; };                    /* 24 */
struct SmallTestStruct2 { int32_t aInt; int8_t aByte; int64_t aLong; };                          /* 16 */
struct SmallTestStruct3 { int64_t aLong; int64_t aSecondLong; int64_t aThirdLong; };             /* 24 */
struct SmallTestStruct4 { int64_t aPointer; struct SmallTestStruct1 aSmallTestStruct1; };        /* 32 */
struct SmallTestStruct5 { int64_t aPointer64; int16_t aShort1; int64_t aLong3[3]; };             /* 40 */
struct SmallTestStruct6 { int64_t aPointer; int8_t aByte1; int64_t aSecondPointer; };            /* 24 */
struct SmallTestStruct7 { int32_t aInt; int64_t aPointer; int32_t aSecondInt; int32_t aThirdInt; }; /* 24 */
struct SmallTestStruct8 { int8_t AByte; int16_t aShort; int32_t aInt; };                         /* 8 */
struct SmallTestStruct9 { struct SmallTestStruct8 aSmallTestStruct8; int32_t aSmallInt; int32_t aSecondSmallInt; }; /* 16 */
struct SmallTestStruct10 { struct SmallTestStruct3 aSmallTestStruct3; struct SmallTestStruct7 aSmallTestStruct7; }; /* 48 */

/* ---------- Experiment 2 (medium) ---------- */
struct MediumTestStruct1 {                                                                       /* 112 */
  int64_t aLong; int64_t aSecondLong; int64_t aThirdLong; int32_t aInt4[4]; int16_t aShort;
  struct SmallTestStruct1 aSubStruct; struct SmallTestStruct2 aSecondSubStruct; int8_t aByteArray[20];
};
struct MediumTestStruct2 {                                                                       /* 136 */
  int64_t aLong; int8_t aByte; double aSecondLong; int8_t aByteArray[20]; struct SmallTestStruct1 aSubStruct;
  int64_t aThirdLong; int32_t aInt4[4]; int16_t aShort; struct SmallTestStruct3 aSecondSubStruct; int64_t aPointer;
};
struct MediumTestStruct3 {                                                                       /* 256 */
  struct SmallTestStruct1 aSmallTestStruct1; struct SmallTestStruct2 aSmallTestStruct2;
  struct SmallTestStruct3 aSmallTestStruct3; struct SmallTestStruct4 aSmallTestStruct4;
  struct SmallTestStruct5 aSmallTestStruct5; struct SmallTestStruct6 aSmallTestStruct6;
  struct SmallTestStruct7 aSmallTestStruct7; struct SmallTestStruct8 aSmallTestStruct8;
  struct SmallTestStruct9 aSmallTestStruct9; struct SmallTestStruct10 aSmallTestStruct10;
};
struct MediumTestStruct4 {                                                                       /* 416 */
  struct MediumTestStruct1 aMediumTestStruct1; struct MediumTestStruct2 aMediumTestStruct2;
  double aFloat64Array[13]; int8_t aByte; struct SmallTestStruct6 aSmallTestStruct6; int16_t aShort;
  struct SmallTestStruct7 aSmallTestStruct7;
};
struct MediumTestStruct5 {                                                                       /* 424 */
  int8_t aFloat64Array[21]; struct MediumTestStruct3 aMediumTestStruct3; struct SmallTestStruct2 aSmallTestStruct2;
  int64_t aPointer64; struct SmallTestStruct7 aStructArray[5];
};

/* ---------- Experiment 3 (large) ---------- */
struct LargeTestStruct1 {                                                                        /* 496 000 */
  struct MediumTestStruct1 mediumTestStruct1Array[600]; struct SmallTestStruct3 smallTestStruct3Array[1200];
  int32_t intArray[100000];
};
struct LargeTestStruct2 { int8_t nativeInt8Array[500000]; };                                     /* 500 000 */
struct LargeTestStruct3 {                                                                        /* 710 400 */
  struct MediumTestStruct1 mediumTestStruct1Array[1200]; struct MediumTestStruct5 mediumTestStruct5Array[1200];
  struct SmallTestStruct8 smallTestStruct8Array[1200]; struct SmallTestStruct10 smallTestStruct10Array[1200];
};
struct LargeTestStruct4 {                                                                        /* 688 000 */
  struct MediumTestStruct1 mediumTestStruct1Array[400]; struct MediumTestStruct2 mediumTestStruct2Array[500];
  struct MediumTestStruct3 mediumTestStruct3Array[600]; struct MediumTestStruct4 mediumTestStruct4Array[300];
  struct MediumTestStruct5 mediumTestStruct5Array[700];
};
struct LargeTestStruct5 { struct LargeTestStruct1 largeTestStruct1; struct LargeTestStruct4 largeTestStruct4; }; /* 1 184 000 */
