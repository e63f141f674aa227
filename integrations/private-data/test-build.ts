// Where `npm run build:test` builds (its BUILD_OUT): a folder of its own, never the deployable
// build/, so that a deploy of build/ can never be the build made with the tests' password, which is
// in this project's source. The end-to-end server, `npm run check:build` and the benches read it;
// the secret scan accepts the tests' password in this folder and nowhere else. A module of its own,
// without the password check's dictionaries, since Playwright's configuration reads it.
export const testBuildOut = "build-test";
