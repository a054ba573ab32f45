import SparkMD5 from 'spark-md5';

/** Passwords leave the client only as this lowercase hex MD5 (spec §3 "Login form"). */
export function md5(text: string): string {
  return SparkMD5.hash(text);
}
