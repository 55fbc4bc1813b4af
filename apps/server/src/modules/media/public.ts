/** What other modules may use of the media module: the public path of a media file, and a file as answers show it. */
export { mediaUrl, toMedia } from "./media-url";
