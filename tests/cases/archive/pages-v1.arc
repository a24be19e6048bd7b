filedesc://pages-v1.arc 0.0.0.0 19960512083000 text/plain 76
1 0 InternetArchive
URL IP-address Archive-date Content-type Archive-length

http://www.cs.example.edu/ann/ 192.0.2.7 19960512083000 text/html 303
HTTP/1.0 200 OK
Server: NCSA/1.5
Content-type: text/html

<HTML><HEAD><TITLE>Ann's home page</TITLE></HEAD>
<BODY BACKGROUND="paper.gif"><H1>Ann</H1>
<A HREF="papers/">papers</A> <A HREF="../bob/">Bob</A> <A HREF="?y">asked</A>
<A HREF="g;x?y#s">params</A> <IMG SRC="/icons/ann.gif">
</BODY></HTML>

http://www.example.com/a/b/c/links.html 192.0.2.7 19970301100000 text/html 175
HTTP/1.0 200 OK
Server: NCSA/1.5
Content-type: text/html

<TITLE>Links, 1997</TITLE>
<A HREF="http://www.example.com:80/">home</A> <A HREF="../../../g">above the root</A>

