/**
 * Two fixed 1024-bit RSA key pairs for tests that play the server's side of the encryption
 * (docs/protocol.md, Encryption).
 * Generated once for these tests; they protect nothing.
 */
export const TEST_RSA_KEYS = [
  {
    modulusHex:
      '9fe74c96708081fa73db2fd3dec601f192190cca23ea6703a7ca4c910a04163d' +
      '519e37d4d4e1fe6e58c59515f623f4eaf533c52b8e18dab542a060c40966f9cb' +
      '9381e71b51997c4d0e6adb58b9a67db9f4397df7d640470e357b8b54450fb293' +
      'e6d3efe5ebbdecb21a51d801b9100ad1bb2081f401ac9a9b50e90478e1f9e647',
    privateExponentHex:
      '800119f74822276ac5ba0e046e4e5619fad960baa49bad5168cd72139d4ffe39' +
      'a20fa5241432c189b6389d0b129a6022829da9d61f0f586d47e3b8f2d59000a0' +
      '21affe6e6187df98471319a060b910647b30b72b0ac2115b39dc1608567b04f8' +
      '9d4b1448ee72736ed1856c66c143692bc22c44bd6912ec89ae7f7a41a6e10e29',
  },
  {
    modulusHex:
      'e0ae7b8c4b1c6b96a1eba1a9d04ca86588cfd76b0d39f39407543b6cbff084cf' +
      '2e88b14dd8010c86f841bd583389485b4e9a435b06a5c2c23f03b578b8ce0d79' +
      '12e79744e5ce3b1b6ebcad1970beaa7d340266fbfe44bd33078ea9d514f5ce36' +
      '1c15a3f83d17a23f9f7f8997ddfc133fcf17c3aa5d108b9bc449ab47e3937197',
    privateExponentHex:
      '1dff6dc3676bddf97898eb36aef6ed2cd13d5eb78e46847ce91597f18716e7c4' +
      '79a40a782834cba56193f561c74fb6f769e132c8fe74373294133cb1678b2b45' +
      '14eb4a3ff7bfd16b56cfd1ddfaa633e9ff977becec9e9c7111708d58f967bdf0' +
      '5e02dd92998aa4d5d619b2f934a55df028587d185fe295f3e466bfed659aafa1',
  },
] as const;
